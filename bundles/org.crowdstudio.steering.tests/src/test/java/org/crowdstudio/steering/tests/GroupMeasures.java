package org.crowdstudio.steering.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.crowdstudio.engine.sim.Crowd;

/**
 * What the group tests measure, taken from positions and velocities alone, as docs/GROUPS.md
 * defines it: clusters of members, how much of a group its largest cluster holds, how fast each
 * cluster walks.
 */
final class GroupMeasures {

    /**
     * Two members belong to one cluster when their centres are at most this far apart, or are
     * linked so through others: the default grouping distance r^max (1.2 m) and a body's width.
     */
    static final double LINK = 1.8;

    private GroupMeasures() {
    }

    /**
     * The clusters of the given agents, largest first.
     *
     * @param members agent ids
     */
    static List<Cluster> clusters(Crowd crowd, int[] members) {
        int[] parent = new int[members.length];
        Arrays.setAll(parent, i -> i);
        for (int a = 0; a < members.length; a++) {
            for (int b = a + 1; b < members.length; b++) {
                double dx = crowd.x(members[a]) - crowd.x(members[b]);
                double dy = crowd.y(members[a]) - crowd.y(members[b]);
                if (dx * dx + dy * dy <= LINK * LINK) {
                    int rootA = root(parent, a);
                    int rootB = root(parent, b);
                    parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
                }
            }
        }
        List<List<Integer>> byRoot = new ArrayList<>();
        int[] slot = new int[members.length];
        Arrays.fill(slot, -1);
        for (int i = 0; i < members.length; i++) {
            int root = root(parent, i);
            if (slot[root] < 0) {
                slot[root] = byRoot.size();
                byRoot.add(new ArrayList<>());
            }
            byRoot.get(slot[root]).add(members[i]);
        }
        List<Cluster> clusters = new ArrayList<>();
        for (List<Integer> ids : byRoot) {
            double vx = 0;
            double vy = 0;
            double x = 0;
            for (int id : ids) {
                vx += crowd.vx(id);
                vy += crowd.vy(id);
                x += crowd.x(id);
            }
            clusters.add(new Cluster(ids.stream().mapToInt(Integer::intValue).toArray(), Math.hypot(vx, vy) / ids.size(), x / ids.size()));
        }
        clusters.sort(Comparator.comparingInt((Cluster cluster) -> -cluster.size()));
        return clusters;
    }

    /** @return the share of the members in the largest cluster: 1 for a group that holds together */
    static double largestShare(Crowd crowd, int[] members) {
        return (double) clusters(crowd, members).get(0).size() / members.length;
    }

    /** @return how many clusters of at least two members there are: the subgroups */
    static int subgroups(Crowd crowd, int[] members) {
        return (int) clusters(crowd, members).stream().filter(cluster -> cluster.size() >= 2).count();
    }

    /** @return the mean speed of the members, m/s */
    static double meanSpeed(Crowd crowd, int[] members) {
        double sum = 0;
        for (int id : members) {
            sum += Math.hypot(crowd.vx(id), crowd.vy(id));
        }
        return sum / members.length;
    }

    /** @return the ids 0 to count − 1: a scenario's own agents come first */
    static int[] firstIds(int count) {
        int[] ids = new int[count];
        Arrays.setAll(ids, i -> i);
        return ids;
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            i = parent[i];
        }
        return i;
    }

    /**
     * @param ids its members
     * @param speed the speed of its mean velocity, m/s
     * @param meanX where it is along x, m
     */
    record Cluster(int[] ids, double speed, double meanX) {

        int size() {
            return ids.length;
        }
    }
}
