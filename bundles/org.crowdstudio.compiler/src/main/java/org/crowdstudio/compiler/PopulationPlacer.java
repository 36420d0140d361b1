package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.compiler.spi.GoalList;
import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SeededRandom;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.Population;

/**
 * Draws a population's agents: positions uniform in the spawn region without overlap (packed
 * evenly where the region is too crowded for that), goals by
 * the population's rule, orientation and preferred speed from its distributions. Every draw comes
 * from one random stream seeded by the scenario seed, the population's seed offset and its id, so
 * a population is the same in every run and independent of the others.
 */
final class PopulationPlacer {

    /** Attempts per agent before random scattering gives up and the agents are packed instead. */
    private static final int ATTEMPTS_PER_AGENT = 500;
    /** Each try at packing narrows the lattice by this factor until the region holds everyone. */
    private static final double SPACING_STEP = 0.98;
    /** The densest packing of equal discs, hexagonal: the share of the plane they cover. */
    private static final double PACKING_DENSITY = Math.PI / (2 * Math.sqrt(3));

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

    /**
     * Scatters the agents uniformly at random; where the region is too crowded for that (random
     * scattering jams near 1.5 bodies of 0.3 m per m²), packs them on a jittered hexagonal lattice
     * as wide as the region allows, up to the packing limit.
     *
     * @param region the spawn region, counter-clockwise
     */
    List<Drawn> draw(Population population, double[] region, double radius, double profileSpeed, long scenarioSeed) throws RegionFull {
        long seed = SceneCompilation.populationSeed(scenarioSeed, population);
        List<Drawn> scattered = scattered(population, region, radius, profileSpeed, new SeededRandom(seed));
        // A fresh stream for packing, so that a packed crowd depends on the seed alone, not on how far scattering got.
        return scattered != null ? scattered : packed(population, region, radius, profileSpeed, new SeededRandom(seed));
    }

    /** @return the agents placed uniformly at random, or null (and nothing occupied) if the region jams first */
    private List<Drawn> scattered(Population population, double[] region, double radius, double profileSpeed, SeededRandom random) {
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
                placed = inside(region, x, y, radius) && space.isFree(x, y, radius);
            }
            if (!placed) {
                for (int p = 0; p < a; p++) {
                    space.vacate(drawn[p].x(), drawn[p].y(), radius);
                }
                return null;
            }
            drawn[a] = agentAt(population, x, y, radius, profileSpeed, random);
        }
        return List.of(drawn);
    }

    /**
     * Packs the agents on a hexagonal lattice: the widest spacing at which the region holds them
     * all, so that they spread over the whole region evenly, sites chosen at random where there
     * are more than agents, each moved at random by as much as keeps it clear of its neighbours.
     */
    private List<Drawn> packed(Population population, double[] region, double radius, double profileSpeed, SeededRandom random)
            throws RegionFull {
        int count = (int) population.getCount();
        double area = Math.abs(Polygons.signedArea(region));
        // Touching is allowed, overlapping is not: a hair over a body's width, for rounding.
        double tightest = 2 * radius * (1 + 1e-9);
        double spacing = Math.max(tightest, Math.sqrt(2 * area / (Math.sqrt(3) * Math.max(1, count))));
        List<double[]> sites = latticeSites(region, spacing, radius);
        while (sites.size() < count && spacing > tightest) {
            spacing = Math.max(tightest, spacing * SPACING_STEP);
            sites = latticeSites(region, spacing, radius);
        }
        if (sites.size() < count) {
            throw new RegionFull(String.format(Locale.ROOT,
                    "only %d of %d agents of radius %s m fit in spawn region '%s' (%.1f per m² asked), even packed as tightly as bodies can stand "
                            + "(at most %.1f per m² for this radius, less near the region's edges and obstacles); enlarge the region or lower the count",
                    sites.size(), count, radius, population.getSpawnRegion().getName(), count / area, PACKING_DENSITY / (Math.PI * radius * radius)));
        }
        // The first count sites of a partial Fisher–Yates shuffle: a random choice, in lattice order for the agents.
        for (int i = 0; i < count; i++) {
            Collections.swap(sites, i, i + random.nextInt(sites.size() - i));
        }
        List<double[]> chosen = new ArrayList<>(sites.subList(0, count));
        chosen.sort(Comparator.<double[]>comparingDouble(site -> site[1]).thenComparingDouble(site -> site[0]));
        double jitter = (spacing - tightest) / 2;
        List<Drawn> drawn = new ArrayList<>(count);
        for (double[] site : chosen) {
            double angle = 2 * Math.PI * random.nextDouble();
            double distance = jitter * Math.sqrt(random.nextDouble());
            double x = site[0] + distance * StrictMath.cos(angle);
            double y = site[1] + distance * StrictMath.sin(angle);
            if (!inside(region, x, y, radius) || !space.isFree(x, y, radius)) {
                // The site itself is clear of every neighbour however they moved: they stay within half the slack of theirs.
                x = site[0];
                y = site[1];
            }
            drawn.add(agentAt(population, x, y, radius, profileSpeed, random));
        }
        return drawn;
    }

    /** The sites of a hexagonal lattice of this spacing where a body fits inside the region and clear of what stands there already. */
    private List<double[]> latticeSites(double[] region, double spacing, double radius) {
        double[] box = Polygons.bounds(region);
        double rowHeight = spacing * Math.sqrt(3) / 2;
        double margin = radius * (1 + 1e-9);
        List<double[]> sites = new ArrayList<>();
        int row = 0;
        for (double y = box[1] + margin; y <= box[3] - margin; y = box[1] + margin + ++row * rowHeight) {
            int column = 0;
            double start = box[0] + margin + (row % 2 == 1 ? spacing / 2 : 0);
            for (double x = start; x <= box[2] - margin; x = start + ++column * spacing) {
                if (inside(region, x, y, radius) && space.isFree(x, y, radius)) {
                    sites.add(new double[] {x, y});
                }
            }
        }
        return sites;
    }

    private static boolean inside(double[] region, double x, double y, double radius) {
        return Polygons.contains(region, x, y) && Polygons.distanceToBoundary(region, x, y) >= radius;
    }

    /** Records an agent at (x, y) and draws its goals, orientation and speed. */
    private Drawn agentAt(Population population, double x, double y, double radius, double profileSpeed, SeededRandom random) {
        space.occupy(x, y, radius);
        double[] goals = goals(population, x, y, random);
        double orientation = population.getOrientation() != null ? random.sample(population.getOrientation())
                : goals.length >= 3 && (goals[0] != x || goals[1] != y) ? StrictMath.atan2(goals[1] - y, goals[0] - x) : 0;
        double speed = population.getPreferredSpeed() != null ? Math.max(0, random.sample(population.getPreferredSpeed())) : profileSpeed;
        return new Drawn(x, y, orientation, speed, goals, switch (population.getGoalRule()) {
            case STAY_AT_START, RANDOM_TOUR -> true;
            default -> false;
        });
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
