package org.crowdstudio.ui.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A sweep as the Sweep dialog asks for it, and the command line that runs it:
 * {@code crowdstudio sweep SCENARIO --set|--range PATH=VALUES ... --runs N --out DIR}.
 *
 * @param scenario the scenario file
 * @param axes each varied path with its values as typed: {@code 1,2,3} or a range {@code 1:45:4}
 * @param runs runs of each point
 * @param duration simulated seconds per run; 0: the scenario's
 * @param master a Spark master URL; null: here, on every core
 * @param out the folder the sweep writes
 */
record SweepRequest(Path scenario, List<Axis> axes, int runs, double duration, String master, Path out) {

    /** One varied path and its values as typed. */
    record Axis(String path, String values) {

        boolean isRange() {
            return values.contains(":");
        }
    }

    SweepRequest {
        axes = List.copyOf(axes);
    }

    /** @return the arguments after {@code crowdstudio}, with progress as one line per run */
    List<String> arguments() {
        List<String> arguments = new ArrayList<>(List.of("sweep", scenario.toString()));
        for (Axis axis : axes) {
            arguments.add(axis.isRange() ? "--range" : "--set");
            arguments.add(axis.path() + "=" + axis.values().replace(" ", ""));
        }
        arguments.addAll(List.of("--runs", Integer.toString(runs), "--out", out.toString(), "--progress", "lines"));
        if (duration > 0) {
            arguments.addAll(List.of("--duration", Double.toString(duration)));
        }
        if (master != null && !master.isBlank()) {
            arguments.addAll(List.of("--master", master.strip()));
        }
        return arguments;
    }
}
