package org.crowdstudio.sweep;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;

/**
 * A finished (or stopped) sweep as its folder holds it, for people looking at the results: what it
 * varied ({@code sweep.txt}), every run's row ({@code runs.csv}), each measure by the values of one
 * axis, and any run made again as a scenario file of its own, its values set and its seed chosen.
 */
public final class SweepFolder {

    /** The columns of {@code runs.csv} that are not measures. */
    private static final List<String> NOT_MEASURES = List.of("run", "point", "repeat", "seed", "wall_s");

    private final Path folder;
    private final SweepRecord.Recorded recorded;
    private final List<String> columns;
    private final List<List<String>> rows;

    private SweepFolder(Path folder, SweepRecord.Recorded recorded, List<String> columns, List<List<String>> rows) {
        this.folder = folder;
        this.recorded = recorded;
        this.columns = columns;
        this.rows = rows;
    }

    /**
     * @throws SweepException when the folder holds no sweep, or its tables cannot be read
     */
    public static SweepFolder read(Path folder) throws SweepException {
        SweepRecord.Recorded recorded = SweepRecord.read(folder);
        Path runs = folder.resolve(SweepTables.RUNS);
        List<String> columns = new ArrayList<>();
        List<List<String>> rows = new ArrayList<>();
        try {
            List<String> lines = Files.exists(runs) ? Files.readAllLines(runs, StandardCharsets.UTF_8) : List.of();
            for (int line = 0; line < lines.size(); line++) {
                if (lines.get(line).isBlank()) {
                    continue;
                }
                List<String> cells = CsvText.parse(lines.get(line));
                if (columns.isEmpty()) {
                    columns.addAll(cells);
                } else if (cells.size() != columns.size()) {
                    throw new SweepException(runs + ", line " + (line + 1) + ": has " + cells.size()
                            + " cells where the header has "
                            + columns.size());
                } else {
                    rows.add(List.copyOf(cells));
                }
            }
        } catch (IOException | IllegalArgumentException unreadable) {
            throw new SweepException(runs + ": cannot be read: " + unreadable.getMessage());
        }
        Path record = folder.resolve(SweepRecord.FILE);
        if (!recorded.fields().containsKey("scenario") || recorded.axes().isEmpty()) {
            throw new SweepException(record + ": is not a sweep's record (it names no scenario or nothing varied)");
        }
        for (String needed : List.of("run", "seed")) {
            if (!columns.isEmpty() && !columns.contains(needed)) {
                throw new SweepException(runs + ": has no column " + needed);
            }
        }
        for (SweepAxis axis : recorded.axes()) {
            if (!columns.isEmpty() && !columns.contains(axis.path())) {
                throw new SweepException(runs + ": has no column " + axis.path() + ", which " + record
                        + " says was varied");
            }
        }
        return new SweepFolder(folder, recorded, List.copyOf(columns), List.copyOf(rows));
    }

    public Path folder() {
        return folder;
    }

    /** @return the scenario file the sweep ran */
    public Path scenario() {
        return Path.of(recorded.fields().getOrDefault("scenario", ""));
    }

    public List<SweepAxis> axes() {
        return recorded.axes();
    }

    /** @return the columns of {@code runs.csv}, in order */
    public List<String> columns() {
        return columns;
    }

    /** @return the finished runs' rows, in run order, each cell as written */
    public List<List<String>> rows() {
        return rows;
    }

    /** @return the columns that measure a run: the statistics, event counts and methods' measures */
    public List<String> measures() {
        List<String> paths = axes().stream().map(SweepAxis::path).toList();
        return columns.stream().filter(column -> !NOT_MEASURES.contains(column) && !paths.contains(column)).toList();
    }

    /** @return the row's value of the column; NaN where the run gave none */
    public double number(int row, String column) {
        String cell = rows.get(row).get(columns.indexOf(column));
        return cell.isEmpty() ? Double.NaN : Double.parseDouble(cell);
    }

    /**
     * Each value of one axis with what its runs measured, whatever the other axes' values.
     *
     * @param value the axis value as written
     * @param position where it goes on a chart's axis: the number, or its place among the values
     * @param runs each run's measure at that value, NaN where a run gave none
     */
    public record ByValue(String value, double position, double[] runs) {

        public Spread spread() {
            return Spread.of(runs);
        }
    }

    /** @return each value of the axis in the order given, with its runs' measure */
    public List<ByValue> byValue(int axis, String measure) {
        List<String> values = axes().get(axis).values();
        boolean numeric = values.stream().allMatch(SweepAxis::isNumber);
        int column = columns.indexOf(axes().get(axis).path());
        List<ByValue> byValue = new ArrayList<>();
        for (int index = 0; index < values.size(); index++) {
            String value = values.get(index);
            double[] measured = new double[rows.size()];
            int count = 0;
            for (int row = 0; row < rows.size(); row++) {
                if (rows.get(row).get(column).equals(value)) {
                    measured[count++] = number(row, measure);
                }
            }
            if (count > 0) {
                byValue.add(new ByValue(value, numeric ? new BigDecimal(value).doubleValue() : index,
                        Arrays.copyOf(measured, count)));
            }
        }
        return byValue;
    }

    /**
     * Writes the scenario of one run as a file of its own: the sweep's scenario with the run's values
     * set and its seed as the scenario's seed, so that simulating it gives that run again.
     *
     * @return the file written
     * @throws SweepException when the sweep's scenario cannot be read or a value not set
     */
    public Path writeRunScenario(int row, Path target) throws SweepException, IOException {
        Scenario scenario;
        try {
            byte[] content = Files.readAllBytes(scenario());
            String recordedDigest = recorded.fields().get("scenario-sha256");
            if (recordedDigest != null && !recordedDigest.equals(SweepRecord.sha256(content))) {
                throw new SweepException(scenario()
                        + " changed since the sweep ran it, so its runs cannot be made again");
            }
            scenario = new ScenarioReader().read(scenario(), content);
        } catch (ScenarioFileException unreadable) {
            throw new SweepException(scenario() + ": cannot be read: " + unreadable.getMessage());
        } catch (NoSuchFileException missing) {
            throw new SweepException(scenario() + ", the sweep's scenario, is not there any more");
        }
        try {
            for (SweepAxis axis : axes()) {
                ModelPath.set(scenario, axis.path(), rows.get(row).get(columns.indexOf(axis.path())));
            }
            if (scenario.getSettings() == null) {
                scenario.setSettings(ScenarioFactory.eINSTANCE.createSimulationSettings());
            }
            scenario.getSettings().setRandomSeed(Long.parseLong(rows.get(row).get(columns.indexOf("seed"))));
            String duration = recorded.fields().get("duration");
            if (duration != null && !"scenario".equals(duration)) {
                scenario.getSettings().setDuration(Double.parseDouble(duration));
            }
        } catch (NumberFormatException unreadable) {
            throw new SweepException(folder.resolve(SweepRecord.FILE) + " or " + SweepTables.RUNS + ": not a number: "
                    + unreadable.getMessage());
        }
        scenario.setName(scenario.getName() + ", run " + rows.get(row).get(0));
        Files.createDirectories(target.toAbsolutePath().getParent());
        ScenarioWriter.save(scenario, target);
        return target;
    }
}
