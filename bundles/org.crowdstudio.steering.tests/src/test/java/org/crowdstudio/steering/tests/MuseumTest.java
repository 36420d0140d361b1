package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;

/**
 * The museum example (IF paper §7.3, Fig. 9): visitors led round a pillar stop at the paintings,
 * face them, and move on when their timers run out (enter-field activation rules), and keep out
 * of the line of sight of those looking at a painting.
 */
class MuseumTest {

    private static final int VISITORS = 8;
    /** Below this speed (m/s) a visitor counts as standing. */
    private static final double STANDING = 0.1;

    @Test
    void everyVisitorStopsAtAPaintingFacingItAndMovesOn() {
        Visits visits = visit(300);
        for (int visitor = 0; visitor < VISITORS; visitor++) {
            assertThat(visits.viewings()[visitor]).as("Visitor %d: paintings it stood at in the viewing spot, facing them", visitor + 1)
                    .isGreaterThanOrEqualTo(2);
            assertThat(visits.longestStand()[visitor]).as("Visitor %d: longest stand at one viewing spot, s", visitor + 1).isLessThan(20);
        }
    }

    /**
     * Every visitor casts a line-of-sight field ahead of itself while it stands (IF paper §7.3): others
     * step back out of it past the viewer's shoulders, so that a visitor looking at a painting rarely
     * has someone between itself and the painting, less often than without the field.
     */
    @Test
    void visitorsKeepOutOfTheLineOfSightOfThoseLookingAtAPainting() {
        Visits withField = visit(300);
        Visits withoutField = visit(300, "Line of sight");
        System.out.printf(Locale.ROOT, "museum: someone in a viewer's line of sight %d of %d viewing steps, "
                + "without the field %d of %d%n", withField.blockedSteps(), withField.viewingSteps(), withoutField.blockedSteps(),
                withoutField.viewingSteps());

        assertThat(withField.viewingSteps()).as("steps a visitor stands looking at a painting").isGreaterThan(1000);
        assertThat(withField.blockedShare()).as("share of them with someone in the line of sight, against %.3f without the field",
                withoutField.blockedShare()).isLessThan(0.02).isLessThan(withoutField.blockedShare());
    }

    /**
     * @param viewings per visitor, how many separate times it stood in a painting's viewing spot facing the painting
     * @param longestStand per visitor, the longest it stayed in one viewing spot, s
     * @param viewingSteps steps, over all visitors, in which one stood in a viewing spot looking at the painting
     * @param blockedSteps of those, the steps in which another visitor stood in the line of sight between it and the painting
     */
    record Visits(int[] viewings, double[] longestStand, int viewingSteps, int blockedSteps) {
        double blockedShare() {
            return (double) blockedSteps / viewingSteps;
        }
    }

    /** @param withoutFields names of fields taken out of the example first, with their bindings */
    static Visits visit(double seconds, String... withoutFields) {
        Scenario scenario = PaperExamples.read("museum");
        scenario.getFieldBindings().removeIf(binding -> List.of(withoutFields).contains(binding.getField().getName()));
        scenario.getFields().removeIf(field -> List.of(withoutFields).contains(field.getName()));
        List<Obstacle> paintings = scenario.getEnvironment().getObstacles().stream().filter(obstacle -> obstacle.getName().startsWith("Painting"))
                .toList();
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        int[] viewings = new int[VISITORS];
        double[] longestStand = new double[VISITORS];
        int[] spotOf = new int[VISITORS];
        double[] since = new double[VISITORS];
        boolean[] counted = new boolean[VISITORS];
        java.util.Arrays.fill(spotOf, -1);
        int viewingSteps = 0;
        int blockedSteps = 0;
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            while (simulation.time() < seconds - 1e-9) {
                simulation.step();
                for (int visitor = 0; visitor < VISITORS; visitor++) {
                    int spot = -1;
                    for (int p = 0; p < paintings.size() && spot < 0; p++) {
                        if (inViewingSpot(paintings.get(p), crowd.x(visitor), crowd.y(visitor))) {
                            spot = p;
                        }
                    }
                    if (spot != spotOf[visitor]) {
                        spotOf[visitor] = spot;
                        since[visitor] = simulation.time();
                        counted[visitor] = false;
                    }
                    if (spot >= 0) {
                        longestStand[visitor] = Math.max(longestStand[visitor], simulation.time() - since[visitor]);
                        double speed = Math.hypot(crowd.vx(visitor), crowd.vy(visitor));
                        boolean viewing = speed < STANDING && facing(paintings.get(spot), crowd.x(visitor), crowd.y(visitor),
                                crowd.heading(visitor));
                        if (viewing && !counted[visitor]) {
                            viewings[visitor]++;
                            counted[visitor] = true;
                        }
                        if (viewing) {
                            viewingSteps++;
                            blockedSteps += inLineOfSight(crowd, visitor, paintings.get(spot)) ? 1 : 0;
                        }
                    }
                }
            }
        }
        return new Visits(viewings, longestStand, viewingSteps, blockedSteps);
    }

    /** Whether another visitor's body stands between the viewer and the painting's centre. */
    private static boolean inLineOfSight(Crowd crowd, int viewer, Obstacle painting) {
        double[] centre = centre(painting);
        double towardsX = centre[0] - crowd.x(viewer);
        double towardsY = centre[1] - crowd.y(viewer);
        double distance = Math.hypot(towardsX, towardsY);
        for (int other = 0; other < VISITORS; other++) {
            if (other != viewer) {
                double dx = crowd.x(other) - crowd.x(viewer);
                double dy = crowd.y(other) - crowd.y(viewer);
                double along = (dx * towardsX + dy * towardsY) / distance;
                double aside = Math.abs(dx * towardsY - dy * towardsX) / distance;
                if (along > 0 && along < distance && aside < crowd.radius(other)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The viewing spot: 1.4–2.6 m in front of the painting's centre, at most 1 m to either side (the field's zero area). */
    static boolean inViewingSpot(Obstacle painting, double x, double y) {
        double[] centre = centre(painting);
        double ahead = (x - centre[0]) * Math.cos(painting.getOrientation()) + (y - centre[1]) * Math.sin(painting.getOrientation());
        double aside = -(x - centre[0]) * Math.sin(painting.getOrientation()) + (y - centre[1]) * Math.cos(painting.getOrientation());
        return ahead >= 1.4 && ahead <= 2.6 && Math.abs(aside) <= 1;
    }

    /** Whether the heading points at the painting's centre within 25°. */
    static boolean facing(Obstacle painting, double x, double y, double heading) {
        double[] centre = centre(painting);
        double towards = Math.atan2(centre[1] - y, centre[0] - x);
        return Math.abs(Math.IEEEremainder(heading - towards, 2 * Math.PI)) < Math.toRadians(25);
    }

    private static double[] centre(Obstacle painting) {
        double x = painting.getVertices().stream().mapToDouble(vertex -> vertex.getX()).average().orElseThrow();
        double y = painting.getVertices().stream().mapToDouble(vertex -> vertex.getY()).average().orElseThrow();
        return new double[] {x, y};
    }
}
