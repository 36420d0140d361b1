package org.crowdstudio.sweep;

import java.io.Serializable;
import java.util.List;

/**
 * One run of a sweep: which point of the cross product and which of its repeats. Its result
 * depends on nothing else than the scenario, these values and the seed, wherever it runs.
 *
 * @param index the run's number in the whole sweep, from 0
 * @param point the point's number, from 0
 * @param values the point's value of each axis, in the axes' order
 * @param repeat which of the point's runs, from 0
 * @param seed the seed of every random choice of the run
 */
public record RunSpec(int index, int point, List<String> values, int repeat, long seed) implements Serializable {

    private static final long serialVersionUID = 1L;

    public RunSpec {
        values = List.copyOf(values);
    }
}
