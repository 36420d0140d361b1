package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.AlgorithmOrigin;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.ParameterDescriptor;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio algorithms}: every installed steering algorithm with its stage, bundle and
 * version, and with {@code --details} each parameter; {@code --json} for tools. Plug-ins that could
 * not be loaded are named with the reason, and make the exit code 1.
 */
@Command(name = "algorithms", description = {"List the installed steering algorithms: id, stage, bundle and version.",
    "Plug-ins that could not be loaded are named with the reason (exit code 1)."})
final class AlgorithmsCommand implements Callable<Integer> {

    @Option(names = "--details", description = "Also list each algorithm's parameters: type, default, range, unit and description.")
    private boolean details;

    @Option(names = "--json", description = "Write JSON for tools instead of a table.")
    private boolean json;

    @Spec
    private CommandSpec spec;

    private final AlgorithmRegistry algorithms;

    AlgorithmsCommand(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(json()));
        } else {
            table(out);
        }
        out.flush();
        List<String> leftOut = algorithms.leftOut();
        if (!json && !leftOut.isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            leftOut.forEach(problem -> err.println("crowdstudio: " + problem));
            err.flush();
        }
        return leftOut.isEmpty() ? ExitCode.OK : ExitCode.FINDINGS;
    }

    private void table(PrintWriter out) {
        List<AlgorithmDescriptor<?>> all = algorithms.descriptors();
        int idWidth = Math.max("ID".length(), all.stream().mapToInt(algorithm -> algorithm.id().length()).max().orElse(0));
        int bundleWidth = Math.max("BUNDLE".length(), all.stream().mapToInt(algorithm -> algorithms.origin(algorithm.id()).bundle().length()).max().orElse(0));
        String row = "%-" + idWidth + "s  %-19s  %-" + bundleWidth + "s  %s%n";
        out.printf(Locale.ROOT, row, "ID", "STAGE", "BUNDLE", "VERSION");
        for (AlgorithmDescriptor<?> algorithm : all) {
            AlgorithmOrigin origin = algorithms.origin(algorithm.id());
            out.printf(Locale.ROOT, row, algorithm.id(), algorithm.stage().label(), origin.bundle(), origin.version());
            if (details) {
                out.println("    " + algorithm.name() + ": " + algorithm.description());
                for (ParameterDescriptor<?> parameter : algorithm.parameters()) {
                    out.println("    - " + ParameterText.summary(parameter));
                    out.println("      " + parameter.description());
                }
                if (algorithm.parameters().isEmpty()) {
                    out.println("    (no parameters)");
                }
                out.println();
            }
        }
        if (all.isEmpty()) {
            out.println("(no steering algorithm is installed)");
        }
    }

    private JsonObject json() {
        JsonArray list = new JsonArray();
        for (AlgorithmDescriptor<?> algorithm : algorithms.descriptors()) {
            AlgorithmOrigin origin = algorithms.origin(algorithm.id());
            JsonObject entry = new JsonObject();
            entry.addProperty("id", algorithm.id());
            entry.addProperty("stage", algorithm.stage().id());
            entry.addProperty("name", algorithm.name());
            entry.addProperty("bundle", origin.bundle());
            entry.addProperty("version", origin.version());
            entry.addProperty("inNewProfiles", algorithm.inNewProfiles());
            if (details) {
                entry.addProperty("description", algorithm.description());
                JsonArray parameters = new JsonArray();
                algorithm.parameters().forEach(parameter -> parameters.add(ParameterText.json(parameter)));
                entry.add("parameters", parameters);
            }
            list.add(entry);
        }
        JsonObject root = new JsonObject();
        root.add("algorithms", list);
        JsonArray leftOut = new JsonArray();
        algorithms.leftOut().forEach(leftOut::add);
        root.add("leftOut", leftOut);
        return root;
    }
}
