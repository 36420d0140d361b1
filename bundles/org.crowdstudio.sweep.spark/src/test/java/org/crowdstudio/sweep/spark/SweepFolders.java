package org.crowdstudio.sweep.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** What the sweep tests read: the shipped examples, and a sweep's tables as rows of cells. */
final class SweepFolders {

    private SweepFolders() {
    }

    static String example(String name) {
        return Path.of(System.getProperty("crowdstudio.examples"), name + ".crowd").toString();
    }

    /** @return the table's rows, the header first; the tables these tests read quote nothing */
    static List<List<String>> table(Path file) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            rows.add(Arrays.asList(line.split(",", -1)));
        }
        return rows;
    }

    /**
     * @return the runs' rows without the time each took, which is all that may differ between two
     *         sweeps of the same runs
     */
    static List<List<String>> withoutWallTime(Path runs) throws IOException {
        List<List<String>> rows = table(runs);
        int wall = rows.get(0).indexOf("wall_s");
        List<List<String>> kept = new ArrayList<>();
        for (List<String> row : rows) {
            List<String> cells = new ArrayList<>(row);
            cells.remove(wall);
            kept.add(cells);
        }
        return kept;
    }

    /** @return the column of the table, below its header, as numbers */
    static double[] column(List<List<String>> table, String name) {
        int index = table.get(0).indexOf(name);
        if (index < 0) {
            throw new IllegalArgumentException("no column " + name + " in " + table.get(0));
        }
        return table.subList(1, table.size()).stream().mapToDouble(row -> Double.parseDouble(row.get(index))).toArray();
    }
}
