package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;

/**
 * The museum example (IF paper §7.3, Fig. 9): visitors led round a pillar stop at the paintings,
 * face them, and move on when their timers run out (enter-field activation rules).
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
     * @param viewings per visitor, how many separate times it stood in a painting's viewing spot facing the painting
     * @param longestStand per visitor, the longest it stayed in one viewing spot, s
     */
    record Visits(int[] viewings, double[] longestStand) {
    }

    static Visits visit(double seconds) {
        Scenario scenario = PaperExamples.read("museum");
        List<Obstacle> paintings = scenario.getEnvironment().getObstacles().stream().filter(obstacle -> obstacle.getName().startsWith("Painting"))
                .toList();
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        int[] viewings = new int[VISITORS];
        double[] longestStand = new double[VISITORS];
        int[] spotOf = new int[VISITORS];
        double[] since = new double[VISITORS];
        boolean[] counted = new boolean[VISITORS];
        java.util.Arrays.fill(spotOf, -1);
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
                        if (!counted[visitor] && speed < STANDING && facing(paintings.get(spot), crowd.x(visitor), crowd.y(visitor), crowd.heading(visitor))) {
                            viewings[visitor]++;
                            counted[visitor] = true;
                        }
                    }
                }
            }
        }
        return new Visits(viewings, longestStand);
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
