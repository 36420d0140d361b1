package org.crowdstudio.steering.groups;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.RunMeasure;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

class GroupCohesionMeasureTest {

    @Test
    void aGroupThatSplitsInTwoHalfwayIsInOneAndAHalfSubgroupsOnAverageAndInTwoAtMost() {
        World world = World.empty();
        world.attach(GroupScene.class, new GroupScene(new ConnectionParameters[] {ConnectionParameters.PAPER,
                ConnectionParameters.PAPER,
            ConnectionParameters.PAPER, ConnectionParameters.PAPER, ConnectionParameters.PAPER}, List.of(
                new GroupScene.Group("Four", new int[] {0, 1, 2, 3}, new int[0], 0.5, 1, null, null),
                new GroupScene.Group("Alone", new int[] {4}, new int[0], 0.5, 1, null, null)), List.of()));
        Positions together = new Positions(new double[] {0, 1, 2, 3, 50});
        Positions split = new Positions(new double[] {0, 1, 10, 11, 50});

        RunMeasure.Recorder recorder = new GroupCohesionMeasure().start(world, together).orElseThrow();
        recorder.stepped(1, 0.25, together);
        recorder.stepped(2, 0.5, together);
        recorder.stepped(3, 1.0, split);
        recorder.stepped(4, 1.25, split);
        recorder.stepped(5, 1.5, split);

        // Sampled every half second, at 0, 0.5, 1.0 and 1.5 s: whole twice, then in two pairs twice.
        assertThat(recorder.values()).containsExactly(1.5, 2.0, 0.75, 0.0);
    }

    @Test
    void aRunWithoutGroupsOfTwoOrMoreHasNothingToMeasure() {
        World world = World.empty();

        assertThat(new GroupCohesionMeasure().start(world, new Positions(new double[] {0, 1}))).isEmpty();
        world.attach(GroupScene.class, new GroupScene(new ConnectionParameters[] {ConnectionParameters.PAPER},
                List.of(new GroupScene.Group("Alone", new int[] {0}, new int[0], 0.5, 1, null, null)), List.of()));
        assertThat(new GroupCohesionMeasure().start(world, new Positions(new double[] {0}))).isEmpty();
    }

    /** Agents standing on a line, at the given x. */
    private record Positions(double[] xs) implements CrowdState {

        @Override
        public int size() {
            return xs.length;
        }

        @Override
        public double x(int agent) {
            return xs[agent];
        }

        @Override
        public double y(int agent) {
            return 0;
        }

        @Override
        public double vx(int agent) {
            return 0;
        }

        @Override
        public double vy(int agent) {
            return 0;
        }

        @Override
        public double heading(int agent) {
            return 0;
        }

        @Override
        public double radius(int agent) {
            return 0.25;
        }

        @Override
        public boolean seeksGoal(int agent) {
            return false;
        }

        @Override
        public boolean arrived(int agent) {
            return false;
        }
    }
}
