package org.crowdstudio.sweep;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPOutputStream;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.RunStatistics;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.sim.TrajectoryCsv;
import org.crowdstudio.engine.spi.RunMeasure;

/**
 * One run of a sweep, on the calling thread: the scenario read from the sweep's bytes, the point's
 * values set, compiled with the run's seed and simulated on one thread, watched by the run
 * statistics, an event count, every installed run measure and, if asked, a trajectory recorder.
 */
final class ScenarioRun {

    private final SweepScenario sweep;
    private final RunSpec spec;

    ScenarioRun(SweepScenario sweep, RunSpec spec) {
        this.sweep = sweep;
        this.spec = spec;
    }

    RunResult run() throws SweepException {
        long start = System.nanoTime();
        CompiledScenario compiled = sweep.compile(sweep.scenario(spec.values()), spec.values(), spec.seed());
        long steps = sweep.duration() > 0 ? Math.max(1, Math.round(sweep.duration() / compiled.timeStep()))
                : compiled.steps();
        RunStatistics statistics = new RunStatistics();
        Map<String, Integer> events = new TreeMap<>();
        compiled.world().addEventListener(event -> events.merge(RunResult.eventColumn(event.event()), 1, Integer::sum));
        List<MeasuredRun> measured = new ArrayList<>();
        ByteArrayOutputStream trajectories = sweep.keepTrajectories() ? new ByteArrayOutputStream() : null;
        try (Simulation simulation = compiled.newSimulation(1);
                Writer csv = trajectories == null ? Writer.nullWriter()
                        : new OutputStreamWriter(new GZIPOutputStream(trajectories), StandardCharsets.UTF_8)) {
            statistics.start(simulation.crowd());
            simulation.addObserver(statistics);
            if (trajectories != null) {
                TrajectoryCsv recorder = new TrajectoryCsv(csv, 1);
                recorder.stepped(0, 0, simulation.crowd());
                simulation.addObserver(recorder);
            }
            for (RunMeasure measure : InstalledMethods.MEASURES) {
                measure.start(compiled.world(), simulation.crowd()).ifPresent(recorder -> {
                    simulation.addObserver(recorder);
                    measured.add(new MeasuredRun(measure, recorder));
                });
            }
            for (long step = 1; step <= steps; step++) {
                simulation.step();
            }
        } catch (IOException | UncheckedIOException unwritable) {
            throw new SweepException(sweep.describe(spec) + ": its trajectories could not be kept: "
                    + unwritable.getMessage());
        }
        Map<String, Double> values = new LinkedHashMap<>();
        values.put("agents", (double) compiled.crowd().size());
        values.put("steps", (double) steps);
        values.put("simulated_s", steps * compiled.timeStep());
        values.put("collisions", (double) statistics.collisions());
        values.put("deepest_overlap_m", statistics.deepestOverlap());
        values.put("minimum_distance_m", Double.isInfinite(statistics.minimumDistance()) ? Double.NaN
                : statistics.minimumDistance());
        values.put("mean_speed_mps", statistics.meanSpeed());
        values.put("at_goal_share", statistics.seeking() == 0 ? Double.NaN
                : (double) statistics.arrived() / statistics.seeking());
        events.forEach((column, count) -> values.put(column, (double) count));
        for (MeasuredRun run : measured) {
            double[] measures = run.recorder().values();
            for (int i = 0; i < measures.length; i++) {
                // A method's column never replaces a statistic of the run.
                values.putIfAbsent(run.measure().columns().get(i), measures[i]);
            }
        }
        byte[] kept = trajectories == null ? null : trajectories.toByteArray();
        return new RunResult(spec, values, (System.nanoTime() - start) / 1e9, kept);
    }

    /** A measure and what it records of the run at hand. */
    private record MeasuredRun(RunMeasure measure, RunMeasure.Recorder recorder) {
    }
}
