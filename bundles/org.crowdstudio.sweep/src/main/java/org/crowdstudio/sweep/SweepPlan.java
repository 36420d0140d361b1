package org.crowdstudio.sweep;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * What a sweep runs: the cross product of its axes, the first axis changing slowest, each point
 * run {@code repeats} times. Repeat r of a point runs with the point's scenario seed plus r, so
 * every point sees the same starts and points differ by their values alone.
 *
 * @param axes what varies, at least one
 * @param repeats runs per point, at least 1
 */
public record SweepPlan(List<SweepAxis> axes, int repeats) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The scenario's seed: repeats take the seeds after it. */
    static final String SEED_PATH = "settings.randomSeed";

    /** A sweep of more runs than this is a typing mistake. */
    static final int MOST_RUNS = 1_000_000;

    public SweepPlan {
        axes = List.copyOf(axes);
        if (axes.isEmpty()) {
            throw new IllegalArgumentException("a sweep needs at least one --set or --range");
        }
        if (repeats < 1) {
            throw new IllegalArgumentException("--runs must be at least 1, not " + repeats);
        }
        if (axes.stream().map(SweepAxis::path).distinct().count() < axes.size()) {
            throw new IllegalArgumentException("a path is varied twice; give all its values in one --set or --range");
        }
        if (repeats > 1 && axes.stream().anyMatch(axis -> SEED_PATH.equals(axis.path()))) {
            throw new IllegalArgumentException("--runs " + repeats + " with " + SEED_PATH
                    + " varied would run some seeds twice (repeat r of seed s is seed s + r);"
                    + " vary the seed or give --runs, not both");
        }
        long runs = repeats;
        for (SweepAxis axis : axes) {
            runs *= axis.values().size();
            if (runs > MOST_RUNS) {
                throw new IllegalArgumentException("the sweep would take more than " + MOST_RUNS + " runs");
            }
        }
    }

    /** @return each point's values, in the axes' order */
    public List<List<String>> points() {
        List<List<String>> points = new ArrayList<>();
        points.add(List.of());
        for (SweepAxis axis : axes) {
            List<List<String>> longer = new ArrayList<>();
            for (List<String> point : points) {
                for (String value : axis.values()) {
                    List<String> extended = new ArrayList<>(point);
                    extended.add(value);
                    longer.add(extended);
                }
            }
            points = longer;
        }
        return points;
    }

    /** @return the paths of the axes, in order */
    public List<String> paths() {
        return axes.stream().map(SweepAxis::path).toList();
    }

    /**
     * @param pointSeeds each point's scenario seed once its values are set (a sweep may vary the seed itself)
     * @return every run, point by point
     */
    public List<RunSpec> runs(List<Long> pointSeeds) {
        List<List<String>> points = points();
        List<RunSpec> runs = new ArrayList<>();
        for (int point = 0; point < points.size(); point++) {
            for (int repeat = 0; repeat < repeats; repeat++) {
                runs.add(new RunSpec(runs.size(), point, points.get(point), repeat, pointSeeds.get(point) + repeat));
            }
        }
        return runs;
    }
}
