package com.example.curiosity;

import java.util.List;

/**
 * What Curiosity reads of a scenario, in the runtime form it steers by: the points of interest and
 * the number of agents, for its per-agent state. The scene compiler attaches it to the world.
 *
 * @param attractions the scenario's places of kind Interest
 * @param agentCount how many agents the run has
 */
public record CuriosityScene(List<Attraction> attractions, int agentCount) {

    /**
     * A point of interest: what people stand round.
     *
     * @param name the place's name, for the Agent Inspector
     * @param x centre, m
     * @param y centre, m
     * @param radius how far from the centre people stand to look, m
     */
    public record Attraction(String name, double x, double y, double radius) {
    }

    public CuriosityScene {
        attractions = List.copyOf(attractions);
    }
}
