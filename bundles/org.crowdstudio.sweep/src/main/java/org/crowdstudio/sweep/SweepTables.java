package org.crowdstudio.sweep;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.model.io.AtomicFileWriter;

/**
 * A sweep's tables. {@code runs.csv}: one row per finished run, in run order:
 * {@code run,point,<each swept path>,repeat,seed}, then what the run measured
 * ({@link RunResult#values()}), then {@code wall_s}. {@code summary.csv}: one row per point with
 * its runs' mean and sample standard deviation of every measure ({@code collisions_mean},
 * {@code collisions_sd}). An empty cell is a value the run could not give. Both files are
 * replaced atomically, so an interrupted sweep leaves whole tables behind.
 */
public final class SweepTables {

    public static final String RUNS = "runs.csv";
    public static final String SUMMARY = "summary.csv";

    /** The columns before the swept values, and between them and the measures. */
    private static final List<String> HEAD = List.of("run", "point");
    private static final List<String> AFTER_VALUES = List.of("repeat", "seed");
    private static final String WALL = "wall_s";
    /** What every run gives, in this order: {@code simulate}'s summary. */
    private static final List<String> STATISTICS = List.of("agents", "steps", "simulated_s", "collisions",
            "deepest_overlap_m",
            "minimum_distance_m", "mean_speed_mps", "at_goal_share");

    private SweepTables() {
    }

    /**
     * @return every measure column of the results in one order, whatever order the runs finished
     *         in and whichever of them a resumed sweep read back: the statistics, the event counts
     *         by name, the installed methods' measures in their order, then anything else by name
     */
    public static List<String> measureColumns(List<RunResult> results) {
        Set<String> present = new HashSet<>();
        results.forEach(result -> present.addAll(result.values().keySet()));
        List<String> columns = new ArrayList<>(STATISTICS.stream().filter(present::contains).toList());
        present.stream().filter(column -> column.startsWith(RunResult.EVENT_PREFIX)).sorted().forEach(columns::add);
        InstalledMethods.MEASURES.stream().flatMap(measure -> measure.columns().stream())
                .filter(column -> present.contains(column) && !columns.contains(column)).forEach(columns::add);
        present.stream().filter(column -> !columns.contains(column)).sorted().forEach(columns::add);
        return columns;
    }

    public static void writeRuns(Path folder, SweepPlan plan, List<RunResult> results) throws IOException {
        List<RunResult> ordered = results.stream().sorted(Comparator.comparingInt(result ->
                result.spec().index())).toList();
        List<String> measures = measureColumns(ordered);
        List<String> header = new ArrayList<>(HEAD);
        header.addAll(plan.paths());
        header.addAll(AFTER_VALUES);
        header.addAll(measures);
        header.add(WALL);
        write(folder.resolve(RUNS), writer -> {
            writer.write(CsvText.row(header) + "\n");
            for (RunResult result : ordered) {
                List<String> row = new ArrayList<>();
                row.add(Integer.toString(result.spec().index()));
                row.add(Integer.toString(result.spec().point()));
                row.addAll(result.spec().values());
                row.add(Integer.toString(result.spec().repeat()));
                row.add(Long.toString(result.spec().seed()));
                for (String measure : measures) {
                    row.add(CsvText.number(value(result, measure)));
                }
                row.add(String.format(Locale.ROOT, "%.3f", result.wallSeconds()));
                writer.write(CsvText.row(row) + "\n");
            }
        });
    }

    public static void writeSummary(Path folder, SweepPlan plan, List<RunResult> results) throws IOException {
        List<String> measures = measureColumns(results);
        List<String> header = new ArrayList<>(List.of("point"));
        header.addAll(plan.paths());
        header.add("runs");
        for (String measure : measures) {
            header.add(measure + "_mean");
            header.add(measure + "_sd");
        }
        Map<Integer, List<RunResult>> byPoint = new LinkedHashMap<>();
        results.stream().sorted(Comparator.comparingInt(result -> result.spec().index()))
                .forEach(result -> byPoint.computeIfAbsent(result.spec().point(), point ->
                        new ArrayList<>()).add(result));
        write(folder.resolve(SUMMARY), writer -> {
            writer.write(CsvText.row(header) + "\n");
            for (Map.Entry<Integer, List<RunResult>> point : byPoint.entrySet()) {
                List<String> row = new ArrayList<>();
                row.add(Integer.toString(point.getKey()));
                row.addAll(point.getValue().get(0).spec().values());
                row.add(Integer.toString(point.getValue().size()));
                for (String measure : measures) {
                    Spread spread = Spread.of(point.getValue().stream().mapToDouble(result -> value(result,
                            measure)).toArray());
                    row.add(CsvText.number(spread.mean()));
                    row.add(CsvText.number(spread.deviation()));
                }
                writer.write(CsvText.row(row) + "\n");
            }
        });
    }

    /**
     * Reads the runs a sweep finished before it was stopped, to finish it with {@code --resume}.
     *
     * @param runs the sweep's runs, to check each row against
     * @return the finished runs; empty when there is no table yet
     * @throws SweepException when the table is not this sweep's, or cannot be read
     */
    public static List<RunResult> readRuns(Path folder, SweepPlan plan, List<RunSpec> runs) throws SweepException {
        Path file = folder.resolve(RUNS);
        if (!Files.exists(file)) {
            return List.of();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new SweepException(file + ": cannot be read: " + unreadable.getMessage());
        }
        if (lines.isEmpty()) {
            return List.of();
        }
        List<String> header;
        try {
            header = CsvText.parse(lines.get(0));
        } catch (IllegalArgumentException unreadable) {
            throw new SweepException(file + ", line 1: cannot be read: " + unreadable.getMessage());
        }
        int paths = plan.paths().size();
        int first = HEAD.size() + paths + AFTER_VALUES.size();
        if (header.size() < first + 1 || !header.subList(HEAD.size(), HEAD.size() + paths).equals(plan.paths())) {
            throw new SweepException(file + ": holds a sweep of " + (header.size() > HEAD.size()
                    ? header.subList(HEAD.size(),
                    Math.max(HEAD.size(), header.indexOf(AFTER_VALUES.get(0)))) : List.of()) + ", not of "
                            + plan.paths()
                    + "; choose another --out, or resume with the same --set and --range");
        }
        List<RunResult> finished = new ArrayList<>();
        for (int line = 1; line < lines.size(); line++) {
            if (lines.get(line).isBlank()) {
                continue;
            }
            try {
                List<String> row = CsvText.parse(lines.get(line));
                if (row.size() != header.size()) {
                    throw new SweepException(file + ", line " + (line + 1) + ": has " + row.size()
                            + " cells where the header has "
                            + header.size() + "; mend or delete the line");
                }
                int index = Integer.parseInt(row.get(0));
                RunSpec spec = index >= 0 && index < runs.size() ? runs.get(index) : null;
                RunSpec written = new RunSpec(index, Integer.parseInt(row.get(1)), row.subList(HEAD.size(), HEAD.size()
                        + paths),
                        Integer.parseInt(row.get(HEAD.size() + paths)), Long.parseLong(row.get(HEAD.size() + paths
                                + 1)));
                if (!written.equals(spec)) {
                    throw new SweepException(file + ", line " + (line + 1) + ": run " + index
                            + " is not this sweep's run " + index
                            + " (other values, runs or seeds); choose another --out, or resume with the same "
                                    + "arguments");
                }
                Map<String, Double> values = new LinkedHashMap<>();
                for (int column = first; column < header.size() - 1; column++) {
                    values.put(header.get(column), CsvText.parseNumber(row.get(column)));
                }
                finished.add(new RunResult(spec, values, CsvText.parseNumber(row.get(header.size() - 1)), null));
            } catch (RuntimeException unreadable) {
                throw new SweepException(file + ", line " + (line + 1) + ": cannot be read: "
                        + unreadable.getMessage());
            }
        }
        return finished;
    }

    /** @return the run's value of a column; an event it did not see happened 0 times */
    public static double value(RunResult result, String column) {
        Double value = result.values().get(column);
        if (value == null) {
            return column.startsWith(RunResult.EVENT_PREFIX) ? 0 : Double.NaN;
        }
        return value;
    }

    private interface Rows {
        void write(Writer writer) throws IOException;
    }

    private static void write(Path file, Rows rows) throws IOException {
        AtomicFileWriter.write(file, stream -> {
            Writer writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
            rows.write(writer);
            writer.flush();
        });
        Files.deleteIfExists(AtomicFileWriter.backupOf(file));
    }
}
