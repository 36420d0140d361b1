package org.crowdstudio.steering.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * The candidate search picks the most preferred velocity (VC paper eq. 7) as well as a dense
 * sampling of the disc of reachable velocities does, reports the m(v) of what it picked, and picks
 * the same velocity every time for the same scene.
 */
class VelocitySearchTest {

    private static final double MAX_SPEED = 1.8;
    private static final int SCENES = 300;
    private static final int DENSE = 301;

    @Test
    void itPicksAlmostTheBestVelocityOfADenseSamplingAndReportsItsPreference() {
        SplittableRandom random = new SplittableRandom(7);
        double gaps = 0;
        double worst = 0;
        for (int scene = 0; scene < SCENES; scene++) {
            VelocityPreference preference = randomScene(random);
            double currentX = random.nextDouble(-1, 1);
            double currentY = random.nextDouble(-1, 1);
            VelocitySearch search = new VelocitySearch();
            search.search(preference, MAX_SPEED, currentX, currentY, desiredX, desiredY);

            assertThat(search.score()).as("scene %d: the score is m(v) of the velocity picked", scene)
                    .isCloseTo(preference.bound(search.x(), search.y()) - preference.penalty(search.x(), search.y(), Double.POSITIVE_INFINITY),
                            within(1e-12));
            assertThat(Math.hypot(search.x(), search.y())).as("scene %d: speed picked", scene).isLessThanOrEqualTo(MAX_SPEED + 1e-12);
            double gap = Math.max(0, denseBest(preference) - search.score());
            gaps += gap;
            worst = Math.max(worst, gap);
        }
        assertThat(gaps / SCENES).as("mean shortfall from the dense sampling's best m(v)").isLessThan(0.01);
        assertThat(worst).as("largest shortfall from the dense sampling's best m(v)").isLessThan(0.12);
    }

    @Test
    void theSameSceneGivesTheSameVelocityBitForBit() {
        SplittableRandom first = new SplittableRandom(11);
        SplittableRandom second = new SplittableRandom(11);
        VelocitySearch reused = new VelocitySearch();
        for (int scene = 0; scene < 50; scene++) {
            VelocityPreference a = randomScene(first);
            double ax = desiredX;
            double ay = desiredY;
            VelocityPreference b = randomScene(second);
            reused.search(a, MAX_SPEED, 0.3, 0.1, ax, ay);
            double x = reused.x();
            double y = reused.y();
            VelocitySearch fresh = new VelocitySearch();
            fresh.search(b, MAX_SPEED, 0.3, 0.1, desiredX, desiredY);
            assertThat(Double.doubleToRawLongBits(fresh.x())).isEqualTo(Double.doubleToRawLongBits(x));
            assertThat(Double.doubleToRawLongBits(fresh.y())).isEqualTo(Double.doubleToRawLongBits(y));
        }
    }

    @Test
    void anUnobstructedDesiredVelocityIsTakenAsItIs() {
        VelocityPreference preference = new VelocityPreference();
        preference.clear(1.2, 0.4, 0.5, 0.2, 0.05);
        preference.avoidAgent(-3, 0, 0, 0, 0.5, 2, 0.1);
        VelocitySearch search = new VelocitySearch();
        search.search(preference, MAX_SPEED, 0, 0, 1.2, 0.4);

        assertThat(search.x()).isEqualTo(1.2);
        assertThat(search.y()).isEqualTo(0.4);
        assertThat(search.pick()).isEqualTo(VelocitySearch.Pick.DESIRED);
    }

    /**
     * A stranger stands 10 cm from the agent's body, between it and a companion who pulls hard
     * (w_g 2) and a goal beyond: the paper's soft m^VO alone would walk into the stranger; weighing
     * a contact within the step ten times, the agent does not close the gap in this step.
     */
    @Test
    void neitherTheGroupNorTheGoalPullsAnAgentIntoABodyWithinTheStep() {
        VelocityPreference preference = new VelocityPreference();
        preference.clear(1.3, 0, 2, 0.5, 0);
        preference.scoreWithin(MAX_SPEED);
        preference.avoidAgent(0.7, 0, 0, 0, 0.6, 2, 0.1);
        preference.connection(1).disc(3, 0, 0, 0, 1, 1, 2);
        VelocitySearch search = new VelocitySearch();
        search.search(preference, MAX_SPEED, 0, 0, 1.3, 0);

        // Even if the stranger does not take its half of the avoidance, the bodies do not meet within the step.
        double distance = Math.hypot(0.7 - 0.1 * search.x(), 0.1 * search.y());
        assertThat(distance).as("distance between the centres after one step, m (bodies 0.6 m)").isGreaterThanOrEqualTo(0.6);
    }

    private double desiredX;
    private double desiredY;

    /** A desired velocity, up to four neighbours to avoid, a wall, and up to three connections. */
    private VelocityPreference randomScene(SplittableRandom random) {
        double angle = random.nextDouble(0, 2 * Math.PI);
        double speed = random.nextDouble(0, 1.5);
        desiredX = speed * Math.cos(angle);
        desiredY = speed * Math.sin(angle);
        VelocityPreference preference = new VelocityPreference();
        preference.clear(desiredX, desiredY, 0.5, 0.2, 0.05, random.nextDouble(-1, 1), random.nextDouble(-1, 1), 0.05);
        int neighbours = random.nextInt(5);
        for (int n = 0; n < neighbours; n++) {
            double relX = random.nextDouble(-3, 3);
            double relY = random.nextDouble(-3, 3);
            if (Math.hypot(relX, relY) < 0.6) {
                continue;
            }
            preference.avoidAgent(relX, relY, random.nextDouble(-2, 2), random.nextDouble(-2, 2), 0.5, 2, 0.1);
        }
        if (random.nextBoolean()) {
            double wall = random.nextDouble(0, 2 * Math.PI);
            preference.avoidWall(Math.cos(wall), Math.sin(wall), random.nextDouble(0.2, 2), 1);
        }
        int connections = random.nextInt(4);
        for (int c = 0; c < connections; c++) {
            preference.connection(random.nextDouble(0.3, 1)).disc(random.nextDouble(-4, 4), random.nextDouble(-4, 4), random.nextDouble(-1, 1),
                    random.nextDouble(-1, 1), 1.5, 1, 2);
        }
        return preference;
    }

    private static double denseBest(VelocityPreference preference) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < DENSE; i++) {
            for (int j = 0; j < DENSE; j++) {
                double x = -MAX_SPEED + 2 * MAX_SPEED * i / (DENSE - 1);
                double y = -MAX_SPEED + 2 * MAX_SPEED * j / (DENSE - 1);
                if (x * x + y * y <= MAX_SPEED * MAX_SPEED) {
                    best = Math.max(best, preference.bound(x, y) - preference.penalty(x, y, Double.POSITIVE_INFINITY));
                }
            }
        }
        return best;
    }
}
