package org.crowdstudio.steering.socialforces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

import org.crowdstudio.engine.spi.PhaseView;
import org.junit.jupiter.api.Test;

/** Who walks near people bound the other way, and so keeps the 1995 model's distance. */
class CounterflowTest {

    @Test
    void peopleBoundAgainstEachOtherAreInACounterflowUpTo5mApartFadingOutAt8m() {
        Crowd crowd = new Crowd();
        int east = crowd.boundFor(0, 0, 100, 0);
        int westNear = crowd.boundFor(4, 0, -100, 0);
        int westHalfway = crowd.boundFor(0, 6.5, -100, 6.5);
        int westFar = crowd.boundFor(0, -20, -100, -20);

        Counterflow counterflow = crowd.counterflow();

        assertThat(counterflow.level(east)).isEqualTo(1);
        assertThat(counterflow.level(westNear)).isEqualTo(1);
        // 6.5 m from the eastbound walker, halfway between 5 and 8 m; cells of 2 m may bring it up to 2 m nearer.
        assertThat(counterflow.level(westHalfway)).isBetween(0.5, 1.0);
        assertThat(counterflow.level(westFar)).isZero();
    }

    @Test
    void aOneWayCrowdIsNoCounterflowEvenWhereSomeoneIsPushedBackwards() {
        Crowd crowd = new Crowd();
        int ahead = crowd.boundFor(0, 0, 100, 0);
        // Shoved back: it faces and moves west, but is bound east.
        int pushedBack = crowd.add(1, 0, 100, 0, -0.8, 0, Math.PI);
        int beside = crowd.boundFor(0, 1, 100, 1);

        Counterflow counterflow = crowd.counterflow();

        assertThat(counterflow.level(ahead)).isZero();
        assertThat(counterflow.level(pushedBack)).isZero();
        assertThat(counterflow.level(beside)).isZero();
    }

    @Test
    void crossingAtRightAnglesIsNoCounterflow() {
        Crowd crowd = new Crowd();
        int east = crowd.boundFor(0, 0, 100, 0);
        int north = crowd.boundFor(1, -1, 1, 100);

        Counterflow counterflow = crowd.counterflow();

        assertThat(counterflow.level(east)).isZero();
        assertThat(counterflow.level(north)).isZero();
    }

    @Test
    void walkersWithoutADestinationCountByTheWayTheyFaceAndThoseStandingNotAtAll() {
        Crowd crowd = new Crowd();
        int east = crowd.add(0, 0, Double.NaN, Double.NaN, 1.2, 0, 0);
        int west = crowd.add(3, 0, Double.NaN, Double.NaN, -1.2, 0, Math.PI);
        int standingFacingWest = crowd.add(0, -3, Double.NaN, Double.NaN, 0, 0, Math.PI);
        int atItsGoal = crowd.add(0, 3, -0.5, 3, 0, 0, Math.PI);

        Counterflow counterflow = crowd.counterflow();

        assertThat(counterflow.level(east)).isEqualTo(1);
        assertThat(counterflow.level(west)).isEqualTo(1);
        assertThat(counterflow.level(standingFacingWest)).isZero();
        assertThat(counterflow.level(atItsGoal)).isZero();
    }

    @Test
    void theLevelsAreKeptByHandle() {
        Crowd crowd = new Crowd();
        crowd.boundFor(0, 0, 100, 0);
        crowd.boundFor(0, 30, 100, 30);
        crowd.boundFor(2, 30, -100, 30);
        // Handles in reverse order of ids.
        crowd.reverseHandles = true;

        Counterflow counterflow = crowd.counterflow();

        assertThat(counterflow.level(2)).as("agent 0's handle").isZero();
        assertThat(counterflow.level(0)).as("agent 2's handle").isCloseTo(1, within(1e-9));
    }

    /** Agents at a step's start, by id: where they stand, where they are bound, how they move and face. */
    private static final class Crowd implements PhaseView {
        private final List<double[]> agents = new ArrayList<>();
        boolean reverseHandles;

        int boundFor(double x, double y, double destinationX, double destinationY) {
            double dx = destinationX - x;
            double dy = destinationY - y;
            double length = Math.hypot(dx, dy);
            return add(x, y, destinationX, destinationY, 1.3 * dx / length, 1.3 * dy / length, Math.atan2(dy, dx));
        }

        /** @param destinationX NaN for an agent without a destination */
        int add(double x, double y, double destinationX, double destinationY, double vx, double vy, double heading) {
            agents.add(new double[] {x, y, destinationX, destinationY, vx, vy, heading});
            return agents.size() - 1;
        }

        Counterflow counterflow() {
            Counterflow counterflow = new Counterflow();
            counterflow.beforeStep(this);
            return counterflow;
        }

        @Override
        public int size() {
            return agents.size();
        }

        @Override
        public double x(int agent) {
            return agents.get(agent)[0];
        }

        @Override
        public double y(int agent) {
            return agents.get(agent)[1];
        }

        @Override
        public boolean hasDestination(int agent) {
            return !Double.isNaN(agents.get(agent)[2]);
        }

        @Override
        public double destinationX(int agent) {
            return agents.get(agent)[2];
        }

        @Override
        public double destinationY(int agent) {
            return agents.get(agent)[3];
        }

        @Override
        public double vx(int agent) {
            return agents.get(agent)[4];
        }

        @Override
        public double vy(int agent) {
            return agents.get(agent)[5];
        }

        @Override
        public double heading(int agent) {
            return agents.get(agent)[6];
        }

        @Override
        public double radius(int agent) {
            return 0.3;
        }

        @Override
        public boolean seeksGoal(int agent) {
            return hasDestination(agent);
        }

        @Override
        public boolean arrived(int agent) {
            return false;
        }

        @Override
        public double time() {
            return 0;
        }

        @Override
        public double timeStep() {
            return 0.1;
        }

        @Override
        public int handleOf(int agent) {
            return reverseHandles ? size() - 1 - agent : agent;
        }

        @Override
        public int neighboursWithin(int agent, double radius, int[] out) {
            throw new UnsupportedOperationException("Counterflow keeps its own grid");
        }

        @Override
        public long[] pairsWithin(double radius, IntPredicate among) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void forEachAgent(IntConsumer work) {
            for (int agent = 0; agent < size(); agent++) {
                work.accept(agent);
            }
        }
    }
}
