package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.model.scenario.ParameterCurve;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.TimeKey;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.model.validation.ElementPath;

/**
 * The scenario's timeline in the kernel's form: keyed curves of global values, and events, each
 * carried out by the method it belongs to (the social layer's fire alarm, a group change): every
 * installed {@link SceneCompiler} is asked in turn, and an event none of them knows is a problem.
 */
final class TimelineCompiler {

    private final Scenario scenario;
    private final List<SceneCompiler> methods;
    private final SceneCompilation compilation;

    TimelineCompiler(Scenario scenario, List<SceneCompiler> methods, SceneCompilation compilation) {
        this.scenario = scenario;
        this.methods = methods;
        this.compilation = compilation;
    }

    Timeline compile() {
        if (scenario.getTimeline() == null) {
            return Timeline.empty();
        }
        List<Timeline.Curve> curves = new ArrayList<>();
        for (ParameterCurve curve : scenario.getTimeline().getCurves()) {
            compileCurve(curve, curves);
        }
        List<Timeline.Event> events = new ArrayList<>();
        for (TimelineEvent event : scenario.getTimeline().getEvents()) {
            compileEvent(event).ifPresent(events::add);
        }
        return new Timeline(curves, events);
    }

    private Optional<Timeline.Event> compileEvent(TimelineEvent event) {
        for (SceneCompiler method : methods) {
            int problemsBefore = compilation.problemCount();
            try {
                Optional<Timeline.Event> compiled = method.compileEvent(event, compilation);
                // A method that reported a problem with the event knew it: said once, not also as unknown.
                if (compiled.isPresent() || compilation.problemCount() > problemsBefore) {
                    return compiled;
                }
            } catch (RuntimeException failed) {
                compilation.problem(event, "the '" + method.id() + "' scene compiler failed on this event (its plug-in is faulty): " + failed);
                return Optional.empty();
            }
        }
        compilation.problem(event, "no installed method carries out " + event.eClass().getName() + " events");
        return Optional.empty();
    }

    private void compileCurve(ParameterCurve curve, List<Timeline.Curve> curves) {
        if (curve.getKeys().isEmpty()) {
            compilation.problem(curve, "has no keys");
            return;
        }
        double[] times = new double[curve.getKeys().size()];
        double[] values = new double[times.length];
        for (int k = 0; k < times.length; k++) {
            TimeKey key = curve.getKeys().get(k);
            times[k] = key.getTime();
            values[k] = key.getValue();
        }
        try {
            curves.add(new Timeline.Curve(curve.getParameter(), times, values));
        } catch (IllegalArgumentException invalid) {
            compilation.problem(ElementPath.of(curve), invalid.getMessage());
        }
    }
}
