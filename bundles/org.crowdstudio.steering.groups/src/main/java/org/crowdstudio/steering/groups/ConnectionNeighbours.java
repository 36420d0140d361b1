package org.crowdstudio.steering.groups;

import java.util.Arrays;

import org.crowdstudio.engine.spi.AgentView;

/**
 * Chooses an agent's connection neighbours (VC paper §3.3): among the agents that influence it
 * ({@link Influences}), the n^c with the smallest relation distance d^rel = d^euc · f(e_ij), eq. 1,
 * with f(e) = exp(−decay · e) the paper's exponentially decreasing function; and, for re-merging
 * (§3.6), up to n^ic more from other subgroups than its own. A queue connection is made only to
 * someone ahead of the agent or beside it: one queues behind the person in front, not the one behind.
 *
 * <p>An agent in small groups reads its influences packed by {@link GroupState} and laid out in slot order by
 * {@link SlotGroups} (one read, no look-up per member); one in a large group gathers them each step. Per thread, and
 * allocation-free once grown.
 */
final class ConnectionNeighbours {

    private static final int FALLOFFS = 4;
    /** The cosine below which a neighbour counts as behind: about 15° behind the line across the agent's way. */
    private static final double BESIDE = 0.25;

    private final Influences gathered = new Influences();
    /** Where the agent's influences are this step: packed in the state, or gathered. */
    private boolean packed;
    private double[] influences;
    private int influenceStart;
    private int influenceEnd;
    private GroupState state;
    private double aheadX;
    private double aheadY;

    private final double[] falloffWeight = {Double.NaN, Double.NaN, Double.NaN, Double.NaN};
    private final double[] falloffDecay = new double[FALLOFFS];
    private final double[] falloff = new double[FALLOFFS];
    private int nextFalloff;

    // The choice, nearest in relation distance first: ids, handles, e_ij, d^rel², formation, whether extended (n^ic).
    private int[] ids = new int[8];
    private int[] handles = new int[8];
    private double[] weights = new double[8];
    private double[] keys = new double[8];
    private Formation[] formations = new Formation[8];
    private boolean[] extended = new boolean[8];
    private int count;

    /**
     * @param slots the groups laid out by slot, where the agent's packed influences are
     * @param decay the slope of f: exp(−decay · e)
     * @param subgroupOf each agent's subgroup this step, by id; null when no one asks for extended connections
     * @param aheadX the way the agent walks (any length): a queue forms behind those ahead of it, x
     * @param aheadY y
     */
    void select(AgentView agent, GroupState groups, SlotGroups slots, ConnectionParameters parameters, double decay,
            int[] subgroupOf, double aheadX, double aheadY) {
        this.aheadX = aheadX;
        this.aheadY = aheadY;
        count = 0;
        state = groups;
        int self = agent.index();
        int slot = agent.slot();
        packed = !slots.gathersInfluences(slot);
        if (packed) {
            influences = slots.influences();
            influenceStart = slots.influenceStart(slot);
            influenceEnd = slots.influenceEnd(slot);
            if (influenceStart == influenceEnd) {
                return;
            }
        } else {
            gathered.gather(groups, self);
        }
        int wanted = parameters.neighbours();
        int extra = subgroupOf == null ? 0 : parameters.interGroupConnections();
        grow(wanted + extra);
        int total = influenceCount();
        // Connection neighbours: the n^c smallest relation distances (squared, kept sorted; ties keep the earlier).
        for (int i = 0; i < total; i++) {
            double weight = influenceWeight(i);
            if (weight > 0) {
                insert(agent, influenceId(i), weight, influenceFormation(i), squaredFalloff(weight, decay), wanted, false);
            }
        }
        if (extra > 0) {
            int own = subgroupOf[self];
            int chosen = count;
            for (int i = 0; i < total; i++) {
                int id = influenceId(i);
                double weight = influenceWeight(i);
                if (weight > 0 && subgroupOf[id] != own && !isChosen(id, chosen)) {
                    insert(agent, id, weight, influenceFormation(i), squaredFalloff(weight, decay), chosen + extra, true);
                }
            }
        }
    }

    private int influenceCount() {
        return packed ? (influenceEnd - influenceStart) / 3 : gathered.count();
    }

    private int influenceId(int influence) {
        return packed ? (int) influences[influenceStart + 3 * influence] : gathered.id(influence);
    }

    private double influenceWeight(int influence) {
        return packed ? influences[influenceStart + 3 * influence + 1] : gathered.weight(influence);
    }

    private Formation influenceFormation(int influence) {
        Formation formation = packed ? state.influenceFormation(influences[influenceStart + 3 * influence + 2]) : gathered.formation(influence);
        return formation == null ? Formation.ISOTROPIC : formation;
    }

    /**
     * f(e)², with f(e) = exp(−decay · e): StrictMath, so every machine ranks neighbours alike. The
     * last few answers are kept, since a group gives every member the same one or two weights.
     */
    private double squaredFalloff(double weight, double decay) {
        for (int k = 0; k < FALLOFFS; k++) {
            if (falloffWeight[k] == weight && falloffDecay[k] == decay) {
                return falloff[k];
            }
        }
        int slot = nextFalloff++ % FALLOFFS;
        falloffWeight[slot] = weight;
        falloffDecay[slot] = decay;
        falloff[slot] = StrictMath.exp(-2 * decay * weight);
        return falloff[slot];
    }

    private void insert(AgentView agent, int id, double weight, Formation formation, double falloffSquared, int limit, boolean isExtended) {
        int handle = agent.handleOf(id);
        double dx = agent.x(handle) - agent.x();
        double dy = agent.y(handle) - agent.y();
        if (formation.shape() == Formation.Shape.QUEUE && isBehind(dx, dy)) {
            // One queues behind who is ahead or beside: a queue connection to someone behind would turn it round.
            return;
        }
        double key = (dx * dx + dy * dy) * falloffSquared;
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
        weights[at] = weight;
        keys[at] = key;
        formations[at] = formation;
        extended[at] = isExtended;
    }

    /** Whether the offset points behind the agent's way by more than {@value #BESIDE} of its length: not ahead, not beside. */
    private boolean isBehind(double dx, double dy) {
        double along = dx * aheadX + dy * aheadY;
        return along < 0 && along * along > BESIDE * BESIDE * (dx * dx + dy * dy) * (aheadX * aheadX + aheadY * aheadY);
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

    /** @return e_ij of {@code id} for the agent last selected for: how much it influences it, 0 if not at all */
    double influence(int id) {
        if (!packed) {
            return gathered.weightOf(id);
        }
        for (int k = influenceStart; k < influenceEnd; k += 3) {
            if ((int) influences[k] == id) {
                return influences[k + 1];
            }
        }
        return 0;
    }

    /** @return whether anyone influences the agent last selected for */
    boolean influenced() {
        return packed ? influenceEnd > influenceStart : gathered.count() > 0;
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
