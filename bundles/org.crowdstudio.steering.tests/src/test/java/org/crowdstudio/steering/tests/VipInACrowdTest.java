package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;

/**
 * The VIP example (IF paper §7.2, Fig. 8): the crowd makes more room the faster the VIP walks, looks
 * at it, and the bodyguards ring it when it stops.
 */
class VipInACrowdTest {

    /** Explicit agents: the VIP, then five bodyguards; the crowd's population follows. */
    private static final int GUARDS = 5;
    private static final double PATH_X = 20;
    /** Bystanders starting this close to the VIP's path (m) are the ones that must make way. */
    private static final double NEAR = 2;

    @Test
    void theCrowdMakesMoreRoomForAFastVip() {
        double slow = clearance(0.6);
        double fast = clearance(1.8);
        assertThat(fast).as("bystanders' mean distance from the VIP's path as it passes, at 1.8 m/s (at 0.6 m/s: %.2f m)", slow)
                .isGreaterThan(slow + 0.15);
    }

    @Test
    void theCrowdFacesTheVip() {
        double[] errors = headingErrors();
        assertThat(errors.length).as("bystanders in the orientation field").isGreaterThan(20);
        assertThat(errors[errors.length - 1]).as("largest heading error, degrees (median %.1f)", errors[errors.length / 2]).isLessThan(15);
    }

    @Test
    void theGuardsRingAStandingVip() {
        Scenario scenario = PaperExamples.read("vip-in-a-crowd");
        int vip = PaperExamples.id(scenario, "VIP");
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            crowd.setUserVelocity(vip, 0, 1);
            double farthestWhileWalking = 0;
            while (simulation.time() < 6 - 1e-9) {
                simulation.step();
                for (int guard = 1; guard <= GUARDS; guard++) {
                    farthestWhileWalking = Math.max(farthestWhileWalking, distance(crowd, guard, vip));
                }
            }
            crowd.setUserVelocity(vip, 0, 0);
            while (simulation.time() < 14 - 1e-9) {
                simulation.step();
            }
            double[] angles = new double[GUARDS];
            for (int guard = 1; guard <= GUARDS; guard++) {
                assertThat(distance(crowd, guard, vip)).as("guard %d's distance to the standing VIP", guard).isBetween(1.0, 2.2);
                angles[guard - 1] = Math.atan2(crowd.y(guard) - crowd.y(vip), crowd.x(guard) - crowd.x(vip));
            }
            assertThat(Math.toDegrees(largestGap(angles))).as("largest angle around the VIP with no guard, degrees").isLessThan(120);
            assertThat(farthestWhileWalking).as("farthest a guard fell behind the walking VIP, m").isLessThan(2.5);
        }
    }

    /** Headless, with no user: the VIP crosses the square and comes back, its guards with it. */
    @Test
    void withoutAUserTheVipCrossesTheSquareAndBackWithItsGuards() {
        Scenario scenario = PaperExamples.read("vip-in-a-crowd");
        int vip = PaperExamples.id(scenario, "VIP");
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            double farthestNorth = 0;
            double farthestGuard = 0;
            double southAfterwards = Double.POSITIVE_INFINITY;
            while (simulation.time() < 90 - 1e-9) {
                simulation.step();
                farthestNorth = Math.max(farthestNorth, crowd.y(vip));
                if (farthestNorth > 34) {
                    southAfterwards = Math.min(southAfterwards, crowd.y(vip));
                }
                for (int guard = 1; guard <= GUARDS; guard++) {
                    farthestGuard = Math.max(farthestGuard, distance(crowd, guard, vip));
                }
            }
            assertThat(farthestNorth).as("how far north the VIP got, m (the square ends at 34)").isGreaterThan(34);
            assertThat(southAfterwards).as("how far south it came back afterwards, m (the square starts at 12)").isLessThan(12);
            assertThat(farthestGuard).as("farthest a guard was from the VIP, m").isLessThan(3);
        }
    }

    /**
     * The VIP walks north through the crowd at a speed; for each bystander that started within
     * {@link #NEAR} of its path, the farthest it stands from the path while the VIP is within 2 m
     * of it (ahead or behind). Returns their mean, m.
     */
    static double clearance(double speed) {
        Scenario scenario = PaperExamples.read("vip-in-a-crowd");
        int vip = PaperExamples.id(scenario, "VIP");
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            int first = scenario.getAgents().size();
            double[] passed = new double[crowd.size()];
            Arrays.fill(passed, Double.NaN);
            boolean[] nearPath = new boolean[crowd.size()];
            for (int agent = first; agent < crowd.size(); agent++) {
                nearPath[agent] = Math.abs(crowd.x(agent) - PATH_X) < NEAR;
            }
            crowd.setUserVelocity(vip, 0, speed);
            while (crowd.y(vip) < 25) {
                simulation.step();
                for (int agent = first; agent < crowd.size(); agent++) {
                    if (nearPath[agent] && Math.abs(crowd.y(vip) - crowd.y(agent)) < 2) {
                        double fromPath = Math.abs(crowd.x(agent) - PATH_X);
                        passed[agent] = Double.isNaN(passed[agent]) ? fromPath : Math.max(passed[agent], fromPath);
                    }
                }
            }
            return Arrays.stream(passed).filter(distance -> !Double.isNaN(distance)).average().orElseThrow();
        }
    }

    /**
     * The VIP walks 8 m into the crowd and stops; three seconds later, the heading error (degrees)
     * of every bystander in the orientation field (20 × 20 m) but more than 1.5 m from the VIP, sorted.
     */
    static double[] headingErrors() {
        Scenario scenario = PaperExamples.read("vip-in-a-crowd");
        int vip = PaperExamples.id(scenario, "VIP");
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            crowd.setUserVelocity(vip, 0, 1);
            while (crowd.y(vip) < 13) {
                simulation.step();
            }
            crowd.setUserVelocity(vip, 0, 0);
            double stop = simulation.time();
            while (simulation.time() < stop + 3) {
                simulation.step();
            }
            return java.util.stream.IntStream.range(scenario.getAgents().size(), crowd.size())
                    .filter(agent -> Math.abs(crowd.x(agent) - crowd.x(vip)) < 10 && Math.abs(crowd.y(agent) - crowd.y(vip)) < 10)
                    .filter(agent -> distance(crowd, agent, vip) > 1.5).mapToDouble(agent -> {
                        double towards = Math.atan2(crowd.y(vip) - crowd.y(agent), crowd.x(vip) - crowd.x(agent));
                        return Math.toDegrees(Math.abs(Math.IEEEremainder(crowd.heading(agent) - towards, 2 * Math.PI)));
                    }).sorted().toArray();
        }
    }

    static double distance(Crowd crowd, int a, int b) {
        return Math.hypot(crowd.x(a) - crowd.x(b), crowd.y(a) - crowd.y(b));
    }

    /** The largest angle between neighbouring directions around a circle, radians. */
    static double largestGap(double[] angles) {
        double[] sorted = angles.clone();
        Arrays.sort(sorted);
        double gap = sorted[0] + 2 * Math.PI - sorted[sorted.length - 1];
        for (int i = 1; i < sorted.length; i++) {
            gap = Math.max(gap, sorted[i] - sorted[i - 1]);
        }
        return gap;
    }
}
