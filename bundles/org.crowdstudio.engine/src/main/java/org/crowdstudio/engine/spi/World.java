package org.crowdstudio.engine.spi;

import java.util.List;

/**
 * What algorithms may need when they are created: the static environment, in metres, and the
 * simulation's global values.
 *
 * @param obstacles polygon obstacles, each {x0, y0, x1, y1, ...}, counter-clockwise
 * @param globals values the artist changes while the simulation runs, e.g. GlobalInterest
 */
public record World(List<double[]> obstacles, GlobalValues globals) {

    public World {
        obstacles = List.copyOf(obstacles);
        if (globals == null) {
            throw new IllegalArgumentException("a world needs its global values");
        }
    }

    /** Obstacles and no global values yet. */
    public World(List<double[]> obstacles) {
        this(obstacles, new GlobalValues());
    }

    /** An open plane. */
    public static World empty() {
        return new World(List.of());
    }
}
