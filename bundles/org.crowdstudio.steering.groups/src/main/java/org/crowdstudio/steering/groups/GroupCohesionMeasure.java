package org.crowdstudio.steering.groups;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.RunMeasure;
import org.crowdstudio.engine.spi.World;

/**
 * How well a run's groups hold together, as docs/GROUPS.md defines it and the VC paper's analysis
 * (§4.1) reads it: members whose centres are within {@link #LINK} of each other, directly or
 * through others, form a cluster; a group is in as many subgroups as it has clusters of two or
 * more. Sampled every half second of simulated time over the whole run, for every group of at
 * least two members as the scenario defines it.
 */
public final class GroupCohesionMeasure implements RunMeasure {

    /** The default grouping distance r^max (1.2 m) and a body's width. */
    static final double LINK = 1.8;

    private static final double SAMPLE_EVERY = 0.5;

    @Override
    public List<String> columns() {
        return List.of("group_subgroups_mean", "group_subgroups_most", "group_largest_share", "group_speed_mps");
    }

    @Override
    public Optional<Recorder> start(World world, CrowdState state) {
        int[][] groups = world.attachment(GroupScene.class).stream()
                .flatMap(scene -> scene.groups().stream())
                .map(GroupScene.Group::members)
                .filter(members -> members.length >= 2)
                .toArray(int[][]::new);
        if (groups.length == 0) {
            return Optional.empty();
        }
        CohesionRecorder recorder = new CohesionRecorder(groups);
        recorder.stepped(0, 0, state);
        return Optional.of(recorder);
    }

    /** Sums of the samples so far; the means are taken at the end. */
    private static final class CohesionRecorder implements Recorder {

        private final int[][] groups;
        private long nextSample;
        private int samples;
        private double subgroupSum;
        private double mostSubgroups;
        private double largestShareSum;
        private double speedSum;

        CohesionRecorder(int[][] groups) {
            this.groups = groups;
        }

        @Override
        public void stepped(long step, double time, CrowdState state) {
            if (time + 1e-9 < nextSample * SAMPLE_EVERY) {
                return;
            }
            nextSample = (long) Math.floor(time / SAMPLE_EVERY + 1e-9) + 1;
            double subgroups = 0;
            double share = 0;
            double speed = 0;
            for (int[] members : groups) {
                int[] sizes = clusterSizes(state, members);
                subgroups += Arrays.stream(sizes).filter(size -> size >= 2).count();
                share += (double) Arrays.stream(sizes).max().orElse(0) / members.length;
                double memberSpeeds = 0;
                for (int member : members) {
                    memberSpeeds += Math.hypot(state.vx(member), state.vy(member));
                }
                speed += memberSpeeds / members.length;
            }
            subgroups /= groups.length;
            subgroupSum += subgroups;
            mostSubgroups = Math.max(mostSubgroups, subgroups);
            largestShareSum += share / groups.length;
            speedSum += speed / groups.length;
            samples++;
        }

        @Override
        public double[] values() {
            if (samples == 0) {
                return new double[] {Double.NaN, Double.NaN, Double.NaN, Double.NaN};
            }
            return new double[] {subgroupSum / samples, mostSubgroups, largestShareSum / samples, speedSum / samples};
        }
    }

    /** @return the size of each cluster of the members (union-find over pairs within {@link #LINK}) */
    static int[] clusterSizes(CrowdState state, int[] members) {
        int[] parent = new int[members.length];
        Arrays.setAll(parent, i -> i);
        for (int a = 0; a < members.length; a++) {
            for (int b = a + 1; b < members.length; b++) {
                double dx = state.x(members[a]) - state.x(members[b]);
                double dy = state.y(members[a]) - state.y(members[b]);
                if (dx * dx + dy * dy <= LINK * LINK) {
                    int rootA = root(parent, a);
                    int rootB = root(parent, b);
                    parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
                }
            }
        }
        int[] sizeOfRoot = new int[members.length];
        for (int i = 0; i < members.length; i++) {
            sizeOfRoot[root(parent, i)]++;
        }
        return Arrays.stream(sizeOfRoot).filter(size -> size > 0).toArray();
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            i = parent[i];
        }
        return i;
    }
}
