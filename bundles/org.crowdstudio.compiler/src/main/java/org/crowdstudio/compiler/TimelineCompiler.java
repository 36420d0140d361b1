package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.crowdstudio.engine.sim.Evacuation;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.model.scenario.AllClearEvent;
import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.ParameterCurve;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SetGlobalInterestEvent;
import org.crowdstudio.model.scenario.TimeKey;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.model.validation.ElementPath;

/**
 * The scenario's timeline in the kernel's form: keyed curves of global values and the events the
 * kernel knows how to carry out (set GlobalInterest, fire alarm, all clear). A group change is the
 * group solver's to carry out and is not compiled here.
 */
final class TimelineCompiler {

    /** As published with each event fired, see {@link org.crowdstudio.engine.spi.SimulationEvent}. */
    static final String SET_GLOBAL_INTEREST = "set-global-interest";
    static final String FIRE_ALARM = "fire-alarm";
    static final String ALL_CLEAR = "all-clear";

    private final Scenario scenario;
    private final List<CompileProblem> problems;

    TimelineCompiler(Scenario scenario, List<CompileProblem> problems) {
        this.scenario = scenario;
        this.problems = problems;
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
        Evacuation evacuation = null;
        for (TimelineEvent event : scenario.getTimeline().getEvents()) {
            double time = event.getTime() == null ? Double.NaN : event.getTime();
            String name = event.getName() == null || event.getName().isBlank() ? ElementPath.of(event) : event.getName();
            if (event instanceof SetGlobalInterestEvent set) {
                double value = set.getValue();
                // Like a curve, it leaves a held value alone: the artist's slider, a sounding alarm.
                events.add(new Timeline.Event(name, SET_GLOBAL_INTEREST, time, simulation -> {
                    if (!simulation.globals().isHeld(ScenarioCompiler.GLOBAL_INTEREST)) {
                        simulation.globals().set(ScenarioCompiler.GLOBAL_INTEREST, value);
                    }
                }));
            } else if (event instanceof FireAlarmEvent || event instanceof AllClearEvent) {
                if (evacuation == null) {
                    evacuation = evacuation(event);
                    if (evacuation == null) {
                        return Timeline.empty();
                    }
                }
                Evacuation shared = evacuation;
                events.add(event instanceof FireAlarmEvent alarm
                        ? new Timeline.Event(name, FIRE_ALARM, time,
                                simulation -> shared.soundAlarm(simulation, Map.of(ScenarioCompiler.GLOBAL_INTEREST, alarm.getGlobalInterest())))
                        : new Timeline.Event(name, ALL_CLEAR, time, shared::allClear));
            }
        }
        return new Timeline(curves, events);
    }

    private void compileCurve(ParameterCurve curve, List<Timeline.Curve> curves) {
        if (curve.getKeys().isEmpty()) {
            problems.add(new CompileProblem(ElementPath.of(curve), "has no keys"));
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
            problems.add(new CompileProblem(ElementPath.of(curve), invalid.getMessage()));
        }
    }

    /** The evacuation every fire alarm and all clear of the scenario share: to the environment's exits. */
    private Evacuation evacuation(TimelineEvent first) {
        List<Place> exits = scenario.getEnvironment() == null ? List.of()
                : scenario.getEnvironment().getPlaces().stream().filter(place -> place.getKind() == PlaceKind.EXIT).toList();
        if (exits.isEmpty()) {
            problems.add(new CompileProblem(ElementPath.of(first), "sends everyone to the nearest exit, but the environment has no place of kind EXIT"));
            return null;
        }
        return new Evacuation(GoalList.of(exits));
    }
}
