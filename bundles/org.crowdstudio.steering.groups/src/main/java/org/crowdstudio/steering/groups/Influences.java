package org.crowdstudio.steering.groups;

import java.util.Arrays;

/**
 * The agents that influence one agent (e_ij > 0 or an explicit relation), each once, with its
 * weight e_ij and the formation of the connection, as {@link GroupState} defines them: an explicit
 * relation's weight stands over the groups' (a weight of 0 included); otherwise the largest a
 * group of both gives, the leader weight towards a leader. A connection's formation is the
 * timeline's for a group both are in, else the relation's own, else that of the group the weight
 * comes from (for a relation, the first group both are in), else null (isotropic).
 *
 * <p>Reusable and allocation-free once grown. An agent is found again by a short search when there
 * are few to look through, through tables by id when there are many (a large group).
 */
final class Influences {

    /** Up to this many agents to look through, an agent is found again by a short search instead of a table by id. */
    static final int FEW = 32;

    private int[] ids = new int[16];
    private double[] weights = new double[16];
    private Formation[] formations = new Formation[16];
    private boolean[] explicit = new boolean[16];
    private boolean[] overridden = new boolean[16];
    private int count;
    private boolean indexed;
    private int[] seen = new int[0];
    private int[] slotOf = new int[0];
    private int stamp;

    /** @return how many agents one would look through to gather the agent's influences: its relations and its groups' members */
    static int toLookThrough(GroupState state, int agent) {
        int total = state.relationEnd(agent) - state.relationStart(agent);
        for (int group : state.groupsOf(agent)) {
            total += state.members(group).length;
        }
        return total;
    }

    /** Gathers the agents that influence {@code self} now. */
    void gather(GroupState state, int self) {
        count = 0;
        indexed = toLookThrough(state, self) > FEW;
        if (indexed) {
            prepareTables(state.agentCount());
        }
        for (int r = state.relationStart(self); r < state.relationEnd(self); r++) {
            add(state.relationTo(r), state.relationWeight(r), state.relationFormation(r), true);
        }
        for (int group : state.groupsOf(self)) {
            double memberWeight = state.memberWeight(group);
            double leaderWeight = state.leaderWeight(group);
            Formation formation = state.formation(group);
            Formation override = state.override(group);
            for (int other : state.members(group)) {
                if (other == self) {
                    continue;
                }
                int c = slot(other);
                if (c >= 0 && explicit[c]) {
                    // The relation's weight stands; its shape is the timeline's, else its own, else this group's.
                    if (override != null && !overridden[c]) {
                        formations[c] = override;
                        overridden[c] = true;
                    } else if (formations[c] == null) {
                        formations[c] = formation;
                    }
                    continue;
                }
                double weight = state.isLeader(group, other) ? leaderWeight : memberWeight;
                if (c < 0) {
                    add(other, weight, formation, false);
                } else if (weight > weights[c]) {
                    weights[c] = weight;
                    formations[c] = formation;
                }
            }
        }
    }

    private void prepareTables(int agentCount) {
        if (seen.length < agentCount) {
            seen = new int[agentCount];
            slotOf = new int[agentCount];
            stamp = 0;
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            stamp = 1;
        }
    }

    private int slot(int id) {
        if (indexed) {
            return seen[id] == stamp ? slotOf[id] : -1;
        }
        for (int c = 0; c < count; c++) {
            if (ids[c] == id) {
                return c;
            }
        }
        return -1;
    }

    private void add(int id, double weight, Formation formation, boolean isExplicit) {
        if (count == ids.length) {
            int capacity = 2 * count;
            ids = Arrays.copyOf(ids, capacity);
            weights = Arrays.copyOf(weights, capacity);
            formations = Arrays.copyOf(formations, capacity);
            explicit = Arrays.copyOf(explicit, capacity);
            overridden = Arrays.copyOf(overridden, capacity);
        }
        ids[count] = id;
        weights[count] = weight;
        formations[count] = formation;
        explicit[count] = isExplicit;
        overridden[count] = false;
        if (indexed) {
            seen[id] = stamp;
            slotOf[id] = count;
        }
        count++;
    }

    int count() {
        return count;
    }

    int id(int influence) {
        return ids[influence];
    }

    /** @return e_ij; 0 for a relation that cuts the pair */
    double weight(int influence) {
        return weights[influence];
    }

    /** @return the connection's formation, or null for isotropic */
    Formation formation(int influence) {
        return formations[influence];
    }

    /** @return e_ij of an agent gathered last, or 0 if it does not influence */
    double weightOf(int id) {
        int c = slot(id);
        return c < 0 ? 0 : weights[c];
    }
}
