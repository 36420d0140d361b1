package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.compiler.spi.GoalList;
import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SeededRandom;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.Population;

/**
 * Draws a population's agents: positions uniform in the spawn region without overlap, goals by
 * the population's rule, orientation and preferred speed from its distributions. Every draw comes
 * from one random stream seeded by the scenario seed, the population's seed offset and its id, so
 * a population is the same in every run and independent of the others.
 */
final class PopulationPlacer {

    /** Attempts per agent before the region is declared full. */
    private static final int ATTEMPTS_PER_AGENT = 500;

    /** One drawn agent. */
    record Drawn(double x, double y, double orientation, double preferredSpeed, double[] goals, boolean loop) {
    }

    /** A region that cannot take the population. */
    static final class RegionFull extends Exception {
        private static final long serialVersionUID = 1L;

        RegionFull(String message) {
            super(message);
        }
    }

    private final FreeSpace space;

    PopulationPlacer(FreeSpace space) {
        this.space = space;
    }

    /** @param region the spawn region, counter-clockwise */
    List<Drawn> draw(Population population, double[] region, double radius, double profileSpeed, long scenarioSeed) throws RegionFull {
        SeededRandom random = new SeededRandom(SceneCompilation.populationSeed(scenarioSeed, population));
        double[] box = Polygons.bounds(region);
        int count = (int) population.getCount();
        Drawn[] drawn = new Drawn[count];
        for (int a = 0; a < count; a++) {
            double x = 0;
            double y = 0;
            boolean placed = false;
            for (int attempt = 0; attempt < ATTEMPTS_PER_AGENT && !placed; attempt++) {
                x = box[0] + (box[2] - box[0]) * random.nextDouble();
                y = box[1] + (box[3] - box[1]) * random.nextDouble();
                placed = Polygons.contains(region, x, y) && Polygons.distanceToBoundary(region, x, y) >= radius && space.isFree(x, y, radius);
            }
            if (!placed) {
                throw new RegionFull("only " + a + " of " + count + " agents of radius " + radius + " m fit in spawn region '"
                        + population.getSpawnRegion().getName() + "' without touching each other or an obstacle; enlarge the region or lower the count");
            }
            space.occupy(x, y, radius);
            double[] goals = goals(population, x, y, random);
            double orientation = population.getOrientation() != null ? random.sample(population.getOrientation())
                    : goals.length >= 3 && (goals[0] != x || goals[1] != y) ? StrictMath.atan2(goals[1] - y, goals[0] - x) : 0;
            double speed = population.getPreferredSpeed() != null ? Math.max(0, random.sample(population.getPreferredSpeed())) : profileSpeed;
            drawn[a] = new Drawn(x, y, orientation, speed, goals, switch (population.getGoalRule()) {
                case STAY_AT_START, RANDOM_TOUR -> true;
                default -> false;
            });
        }
        return List.of(drawn);
    }

    private static double[] goals(Population population, double x, double y, SeededRandom random) {
        List<Place> places = population.getGoals();
        return switch (population.getGoalRule()) {
            case NONE -> new double[0];
            // Looping on its own start position: the agent returns there whenever it is pushed away.
            case STAY_AT_START -> new double[] {x, y, 0.1};
            case FIXED_SEQUENCE -> GoalList.of(places);
            case RANDOM_GOAL -> places.isEmpty() ? new double[0] : GoalList.triple(places.get(random.nextInt(places.size())));
            case NEAREST_GOAL -> places.isEmpty() ? new double[0] : nearest(places, x, y);
            case RANDOM_TOUR -> GoalList.of(shuffled(places, random));
        };
    }

    /** Fisher–Yates with the population's stream: each agent its own order of the same places. */
    private static List<Place> shuffled(List<Place> places, SeededRandom random) {
        List<Place> order = new ArrayList<>(places);
        for (int i = order.size() - 1; i > 0; i--) {
            Collections.swap(order, i, random.nextInt(i + 1));
        }
        return order;
    }

    private static double[] nearest(List<Place> places, double x, double y) {
        double[] best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (Place place : places) {
            double[] goal = GoalList.triple(place);
            double distance = Math.hypot(goal[0] - x, goal[1] - y);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = goal;
            }
        }
        return best;
    }
}
