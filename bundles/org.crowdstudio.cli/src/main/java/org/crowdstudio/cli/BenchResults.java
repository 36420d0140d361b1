package org.crowdstudio.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * What a {@code crowdstudio bench} run measured: for each benchmark family, crowd size and thread
 * count, the milliseconds a step took and the family's own figures (a layer's share, a cost
 * ratio). It prints the scaling tables, writes JSON for tools and reads a saved run back to
 * compare against.
 */
final class BenchResults {

    /** One measurement. */
    record Sample(String family, int agents, int threads, double millisPerStep, Map<String, Double> figures) {

        double stepsPerSecond() {
            return 1000 / millisPerStep;
        }
    }

    private final List<Sample> samples = new ArrayList<>();

    void add(String family, int agents, int threads, double millisPerStep, Map<String, Double> figures) {
        // Sorted by name, so that two saved runs list their figures alike and diff line by line.
        samples.add(new Sample(family, agents, threads, millisPerStep, new TreeMap<>(figures)));
    }

    List<Sample> samples() {
        return List.copyOf(samples);
    }

    /**
     * One table per family: a row per crowd size, steps/s in a column per thread count, and the
     * speed-up of each thread count over the first.
     */
    void printScaling(PrintWriter out, List<Integer> threadCounts) {
        for (String family : families()) {
            out.printf("%n%s: steps/s by thread count, and the speed-up over %d thread%s%n", family, threadCounts.get(0),
                    threadCounts.get(0) == 1 ? "" : "s");
            StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%10s", "agents"));
            threadCounts.forEach(threads -> header.append(String.format(Locale.ROOT, "  %10s", threads + (threads == 1 ? " thread" : " threads"))));
            threadCounts.stream().skip(1).forEach(threads -> header.append(String.format(Locale.ROOT, "  %9s", "×" + threads)));
            out.println(header);
            for (int agents : sizes(family)) {
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%,10d", agents));
                Optional<Sample> first = find(family, agents, threadCounts.get(0));
                for (int threads : threadCounts) {
                    row.append(find(family, agents, threads).map(sample -> String.format(Locale.ROOT, "  %10.1f", sample.stepsPerSecond()))
                            .orElse(String.format(Locale.ROOT, "  %10s", "-")));
                }
                for (int threads : threadCounts.subList(1, threadCounts.size())) {
                    Optional<Sample> other = find(family, agents, threads);
                    row.append(first.isPresent() && other.isPresent()
                            ? String.format(Locale.ROOT, "  %8.2f×", first.get().millisPerStep() / other.get().millisPerStep())
                            : String.format(Locale.ROOT, "  %9s", "-"));
                }
                out.println(row);
            }
        }
        out.flush();
    }

    /** For each measurement also in the saved run: ms/step then and now, and the change. */
    void printComparison(PrintWriter out, BenchResults saved, Path file) {
        out.printf("%nAgainst %s: ms/step then and now (negative change: faster now)%n", file);
        int width = Math.max("family".length(), samples.stream().mapToInt(sample -> sample.family().length()).max().orElse(0));
        String row = "%-" + width + "s  %,10d  %8d  %12.2f  %12.2f  %7.0f%%%n";
        out.printf("%-" + width + "s  %10s  %8s  %12s  %12s  %8s%n", "family", "agents", "threads", "ms/step then", "ms/step now", "change");
        int compared = 0;
        for (Sample now : samples) {
            Optional<Sample> then = saved.find(now.family(), now.agents(), now.threads());
            if (then.isPresent()) {
                out.printf(Locale.ROOT, row, now.family(), now.agents(), now.threads(),
                        then.get().millisPerStep(), now.millisPerStep(), 100 * (now.millisPerStep() / then.get().millisPerStep() - 1));
                compared++;
            }
        }
        if (compared == 0) {
            out.println("(the saved run measured none of the same families, sizes and thread counts)");
        }
        out.flush();
    }

    String toJson(int steps, int processors) {
        JsonObject root = new JsonObject();
        root.addProperty("steps", steps);
        root.addProperty("processors", processors);
        root.addProperty("java", Runtime.version().toString());
        JsonArray list = new JsonArray();
        for (Sample sample : samples) {
            JsonObject entry = new JsonObject();
            entry.addProperty("family", sample.family());
            entry.addProperty("agents", sample.agents());
            entry.addProperty("threads", sample.threads());
            entry.addProperty("msPerStep", sample.millisPerStep());
            entry.addProperty("stepsPerSecond", sample.stepsPerSecond());
            JsonObject figures = new JsonObject();
            sample.figures().forEach((name, value) -> {
                if (Double.isFinite(value)) {
                    figures.addProperty(name, value);
                }
            });
            entry.add("figures", figures);
            list.add(entry);
        }
        root.add("samples", list);
        return new GsonBuilder().setPrettyPrinting().create().toJson(root);
    }

    /**
     * Reads a run saved with {@code bench --json}.
     *
     * @throws IOException naming the file when it cannot be read or is not such a run
     */
    static BenchResults read(Path file) throws IOException {
        BenchResults results = new BenchResults();
        try {
            JsonElement root = JsonParser.parseString(Files.readString(file));
            for (JsonElement element : root.getAsJsonObject().getAsJsonArray("samples")) {
                JsonObject entry = element.getAsJsonObject();
                Map<String, Double> figures = new LinkedHashMap<>();
                if (entry.has("figures")) {
                    entry.getAsJsonObject("figures").entrySet().forEach(figure -> figures.put(figure.getKey(), figure.getValue().getAsDouble()));
                }
                results.add(entry.get("family").getAsString(), entry.get("agents").getAsInt(), entry.get("threads").getAsInt(),
                        entry.get("msPerStep").getAsDouble(), figures);
            }
        } catch (JsonParseException | IllegalStateException | NullPointerException | UnsupportedOperationException notARun) {
            throw new IOException(file + " is not a run saved with crowdstudio bench --json (" + notARun.getMessage() + ")", notARun);
        }
        return results;
    }

    private List<String> families() {
        return samples.stream().map(Sample::family).distinct().toList();
    }

    private TreeSet<Integer> sizes(String family) {
        TreeSet<Integer> sizes = new TreeSet<>();
        samples.stream().filter(sample -> sample.family().equals(family)).forEach(sample -> sizes.add(sample.agents()));
        return sizes;
    }

    private Optional<Sample> find(String family, int agents, int threads) {
        return samples.stream().filter(sample -> sample.family().equals(family) && sample.agents() == agents && sample.threads() == threads)
                .reduce((earlier, later) -> later);
    }
}
