package org.crowdstudio.engine.spi;

import java.util.List;

/**
 * The static environment algorithms may need when they are created, in metres.
 *
 * @param obstacles polygon obstacles, each {x0, y0, x1, y1, ...}, counter-clockwise
 */
public record World(List<double[]> obstacles) {

    public World {
        obstacles = List.copyOf(obstacles);
    }

    /** An open plane. */
    public static World empty() {
        return new World(List.of());
    }
}
