package org.crowdstudio.steering.socialforces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
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
    void peopleBoundAgainstEachOtherAreInACounterflowWithin5mOfTheOthersCellFadingOutAt8m() {
        Crowd near = new Crowd();
        int east = near.boundFor(0, 0, 100, 0);
        int west = near.boundFor(4, 0, -100, 0);
        Counterflow counterflow = near.counterflow();
        assertThat(counterflow.level(east)).isEqualTo(1);
        assertThat(counterflow.level(west)).isEqualTo(1);

        Crowd fading = new Crowd();
        east = fading.boundFor(0, 0, 100, 0);
        west = fading.boundFor(0, 6.5, -100, 6.5);
        counterflow = fading.counterflow();
        // The cells are 2 m from (0, 0): the westbound walker's cell begins 6 m from the eastbound one,
        // (8 − 6) / (8 − 5) of the way in; the eastbound one's cell ends 4.5 m from the westbound one.
        assertThat(counterflow.level(east)).isCloseTo(2.0 / 3, within(1e-6));
        assertThat(counterflow.level(west)).isEqualTo(1);

        Crowd far = new Crowd();
        east = far.boundFor(0, 0, 100, 0);
        west = far.boundFor(0, -20, -100, -20);
        counterflow = far.counterflow();
        assertThat(counterflow.level(east)).isZero();
        assertThat(counterflow.level(west)).isZero();
    }

    @Test
    void anAgentLedByFieldsGoesTheWayItWantedToGoOnceTheSolverHasSeenIt() {
        Crowd crowd = new Crowd();
        // No destination; shoved back, it faces and moves west.
        int ledByFields = crowd.add(0, 0, Double.NaN, Double.NaN, -0.8, 0, Math.PI);
        int east = crowd.boundFor(3, 0, 100, 0);
        int resting = crowd.add(0, 3, Double.NaN, Double.NaN, -1.2, 0, Math.PI);
        Counterflow counterflow = crowd.counterflow();
        assertThat(counterflow.level(east)).as("before the solver saw them: both field-led ones face west").isEqualTo(1);

        counterflow.recordWay(ledByFields, 1.3, 0);
        counterflow.recordWay(resting, 0, 0);
        counterflow.beforeStep(crowd);

        assertThat(counterflow.level(east)).isZero();
        assertThat(counterflow.level(ledByFields)).isZero();
        assertThat(counterflow.level(resting)).isZero();
    }

    @Test
    void theSolverReadsOnlyTheLevelsOfTheStepItTakes() {
        Counterflow counterflow = new Counterflow();
        assertThatThrownBy(() -> counterflow.requireStep(0)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("give the simulation the world the solver was created with");

        counterflow.beforeStep(new Crowd());
        counterflow.requireStep(0);
        assertThatThrownBy(() -> counterflow.requireStep(0.1)).isInstanceOf(IllegalStateException.class);
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
