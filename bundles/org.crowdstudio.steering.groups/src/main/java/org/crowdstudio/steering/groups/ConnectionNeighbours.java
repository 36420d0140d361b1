package org.crowdstudio.steering.groups;

import java.util.Arrays;

import org.crowdstudio.engine.spi.AgentView;

/**
 * Chooses an agent's connection neighbours (VC paper §3.3): among the agents that influence it
 * (e_ij > 0, from its groups and explicit relations), the n^c with the smallest relation distance
 * d^rel = d^euc · f(e_ij), eq. 1, with f(e) = exp(−decay · e) the paper's exponentially decreasing
 * function; and, for re-merging (§3.6), up to n^ic more from other subgroups than its own.
 *
 * <p>e_ij comes from an explicit relation if there is one, else from the groups both are in (the
 * largest weight: the leader weight towards a leader, else the member weight). A connection's
 * formation is the timeline's for a group both are in, else the relation's own, else that of the
 * group the weight comes from (for a relation, the first group both are in), else isotropic.
 *
 * <p>Per thread: it keeps scratch by agent id, so it allocates only when the crowd grows.
 */
final class ConnectionNeighbours {

    private int[] seen = new int[0];
    private int[] explicit = new int[0];
    private int[] overridden = new int[0];
    private double[] weightOf = new double[0];
    /** f(e_ij)² by id, so that d^rel² needs no square root. */
    private double[] keyOf = new double[0];
    private Formation[] formationOf = new Formation[0];
    private int stamp;
    private int[] candidates = new int[16];
    private int candidateCount;

    // The choice, nearest in relation distance first: ids, handles, e_ij, formation, whether extended (n^ic).
    private int[] ids = new int[8];
    private int[] handles = new int[8];
    private double[] weights = new double[8];
    private double[] keys = new double[8];
    private Formation[] formations = new Formation[8];
    private boolean[] extended = new boolean[8];
    private int count;

    /**
     * @param decay the slope of f: exp(−decay · e)
     * @param subgroupOf each agent's subgroup this step, by id; null when no one asks for extended connections
     */
    void select(AgentView agent, GroupState state, ConnectionParameters parameters, double decay, int[] subgroupOf) {
        count = 0;
        candidateCount = 0;
        int self = agent.index();
        prepare(state.agentCount());
        if (!state.isRelated(self)) {
            return;
        }
        gatherRelations(self, state, decay);
        gatherGroups(self, state, decay);
        int wanted = parameters.neighbours();
        int extra = subgroupOf == null ? 0 : parameters.interGroupConnections();
        grow(wanted + extra);
        // Connection neighbours: the n^c smallest relation distances (squared, kept sorted; ties keep the earlier).
        for (int c = 0; c < candidateCount; c++) {
            int id = candidates[c];
            if (weightOf[id] <= 0) {
                continue;
            }
            int handle = agent.handleOf(id);
            double dx = agent.x(handle) - agent.x();
            double dy = agent.y(handle) - agent.y();
            double key = (dx * dx + dy * dy) * keyOf[id];
            insert(id, handle, key, wanted, false);
        }
        if (extra > 0) {
            int own = subgroupOf[self];
            int chosen = count;
            for (int c = 0; c < candidateCount; c++) {
                int id = candidates[c];
                if (weightOf[id] <= 0 || subgroupOf[id] == own || isChosen(id, chosen)) {
                    continue;
                }
                int handle = agent.handleOf(id);
                double dx = agent.x(handle) - agent.x();
                double dy = agent.y(handle) - agent.y();
                insert(id, handle, (dx * dx + dy * dy) * keyOf[id], chosen + extra, true);
            }
        }
    }

    private void prepare(int agentCount) {
        if (seen.length < agentCount) {
            seen = new int[agentCount];
            explicit = new int[agentCount];
            overridden = new int[agentCount];
            weightOf = new double[agentCount];
            keyOf = new double[agentCount];
            formationOf = new Formation[agentCount];
            stamp = 0;
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            Arrays.fill(explicit, 0);
            Arrays.fill(overridden, 0);
            stamp = 1;
        }
    }

    /** Explicit relations first: they override the groups, a weight of 0 included. */
    private void gatherRelations(int self, GroupState state, double decay) {
        for (int r = state.relationStart(self); r < state.relationEnd(self); r++) {
            int other = state.relationTo(r);
            seen[other] = stamp;
            explicit[other] = stamp;
            double weight = state.relationWeight(r);
            weightOf[other] = weight;
            keyOf[other] = squaredFalloff(weight, decay);
            formationOf[other] = state.relationFormation(r);
            addCandidate(other);
        }
    }

    private void gatherGroups(int self, GroupState state, double decay) {
        for (int group : state.groupsOf(self)) {
            double memberWeight = state.memberWeight(group);
            double leaderWeight = state.leaderWeight(group);
            double memberKey = squaredFalloff(memberWeight, decay);
            double leaderKey = squaredFalloff(leaderWeight, decay);
            Formation formation = state.formation(group);
            Formation override = state.override(group);
            for (int other : state.members(group)) {
                if (other == self) {
                    continue;
                }
                if (explicit[other] == stamp) {
                    // The relation's weight stands; its shape is the timeline's, else its own, else this group's.
                    if (override != null && overridden[other] != stamp) {
                        formationOf[other] = override;
                        overridden[other] = stamp;
                    } else if (formationOf[other] == null) {
                        formationOf[other] = formation;
                    }
                    continue;
                }
                boolean leads = state.isLeader(group, other);
                double weight = leads ? leaderWeight : memberWeight;
                if (seen[other] != stamp) {
                    seen[other] = stamp;
                    weightOf[other] = weight;
                    keyOf[other] = leads ? leaderKey : memberKey;
                    formationOf[other] = formation;
                    addCandidate(other);
                } else if (weight > weightOf[other]) {
                    weightOf[other] = weight;
                    keyOf[other] = leads ? leaderKey : memberKey;
                    formationOf[other] = formation;
                }
            }
        }
    }

    /** f(e)², with f(e) = exp(−decay · e): StrictMath, so every machine ranks neighbours alike. */
    private static double squaredFalloff(double weight, double decay) {
        return StrictMath.exp(-2 * decay * weight);
    }

    private void addCandidate(int id) {
        if (candidateCount == candidates.length) {
            candidates = Arrays.copyOf(candidates, 2 * candidateCount);
        }
        candidates[candidateCount++] = id;
    }

    private void insert(int id, int handle, double key, int limit, boolean isExtended) {
        if (limit <= 0 || count == limit && key >= keys[count - 1]) {
            return;
        }
        int at = count < limit ? count++ : count - 1;
        while (at > 0 && keys[at - 1] > key && extended[at - 1] == isExtended) {
            ids[at] = ids[at - 1];
            handles[at] = handles[at - 1];
            weights[at] = weights[at - 1];
            keys[at] = keys[at - 1];
            formations[at] = formations[at - 1];
            extended[at] = extended[at - 1];
            at--;
        }
        ids[at] = id;
        handles[at] = handle;
        weights[at] = weightOf[id];
        keys[at] = key;
        formations[at] = formationOf[id] == null ? Formation.ISOTROPIC : formationOf[id];
        extended[at] = isExtended;
    }

    private boolean isChosen(int id, int among) {
        for (int c = 0; c < among; c++) {
            if (ids[c] == id) {
                return true;
            }
        }
        return false;
    }

    private void grow(int capacity) {
        if (ids.length < capacity) {
            ids = Arrays.copyOf(ids, capacity);
            handles = Arrays.copyOf(handles, capacity);
            weights = Arrays.copyOf(weights, capacity);
            keys = Arrays.copyOf(keys, capacity);
            formations = Arrays.copyOf(formations, capacity);
            extended = Arrays.copyOf(extended, capacity);
        }
    }

    /** @return whether the agent last selected for is influenced by {@code id} (e_ij > 0): related, for the preferred distance */
    boolean influencedBy(int id) {
        return id < seen.length && seen[id] == stamp && weightOf[id] > 0;
    }

    /** @return how many connections were chosen, extended ones last */
    int count() {
        return count;
    }

    int id(int connection) {
        return ids[connection];
    }

    int handle(int connection) {
        return handles[connection];
    }

    double weight(int connection) {
        return weights[connection];
    }

    /** @return d^rel of eq. 1, metres */
    double relationDistance(int connection) {
        return Math.sqrt(keys[connection]);
    }

    Formation formation(int connection) {
        return formations[connection];
    }

    boolean isExtended(int connection) {
        return extended[connection];
    }
}
