package org.crowdstudio.steering.groups;

import org.crowdstudio.engine.spi.PhaseView;

/**
 * What the solver reads of the groups for every agent in every step, kept in the kernel's slot
 * order ({@link org.crowdstudio.engine.spi.AgentView#slot}) rather than by id: each agent's
 * connection parameters, whether it is related, a plain member or gathers its influences, its
 * packed influences (as {@link GroupState} packs them), and the connections its solver chose.
 * Agents are stepped in slot order, so this is read in sequence; read by id, in a crowd whose ids
 * lie in no order of place, it was a cache miss after another and a tenth of the grouped step at
 * 10,000 agents. Built from the state when it changes, and moved with the agents when the kernel
 * regroups them. Written between steps on the simulation's thread, except each agent's chosen
 * connections, which its own solver writes.
 */
final class SlotGroups {

    private static final byte RELATED = 1;
    private static final byte PLAIN = 2;
    private static final byte GATHERS = 4;

    private GroupState builtFrom;
    private int builtVersion;
    private boolean wantsSubgroups;
    private int size;
    private int[] idOfSlot = new int[0];
    private int[] slotOfId = new int[0];
    private ConnectionParameters[] parameters = new ConnectionParameters[0];
    private byte[] flags = new byte[0];
    /** Slot s's packed influences: influences[influenceStart[s] .. influenceStart[s + 1] - 1], id, e_ij, formation. */
    private int[] influenceStart = {0};
    private double[] influences = new double[0];
    /** Slot s's chosen connections (ids) are chosen[s · stride ...], chosenCount[s] of them. */
    private int stride = 1;
    private int[] chosen = new int[0];
    private int[] chosenCount = new int[0];
    /** Where {@link #regrouped} moves everything to, then swaps in: it allocates only after a new layout. */
    private int[] spareIds = new int[0];
    private ConnectionParameters[] spareParameters = new ConnectionParameters[0];
    private byte[] spareFlags = new byte[0];
    private int[] spareStart = new int[0];
    private double[] spareInfluences = new double[0];
    private int[] spareChosen = new int[0];
    private int[] spareCount = new int[0];

    /** @return whether the slots hold this state as it stands, for a crowd of this size */
    boolean holds(GroupState state, int crowdSize) {
        return state == builtFrom && state.version() == builtVersion && crowdSize == size;
    }

    /** Lays the state out in the crowd's slots; forgets the connections chosen before. */
    void build(GroupState state, PhaseView crowd) {
        size = crowd.size();
        idOfSlot = new int[size];
        slotOfId = new int[size];
        for (int id = 0; id < size; id++) {
            int slot = crowd.handleOf(id);
            idOfSlot[slot] = id;
            slotOfId[id] = slot;
        }
        parameters = new ConnectionParameters[size];
        flags = new byte[size];
        influenceStart = new int[size + 1];
        double[] packed = state.influences();
        influences = new double[packed.length];
        int used = 0;
        int widest = 1;
        wantsSubgroups = false;
        for (int slot = 0; slot < size; slot++) {
            int id = idOfSlot[slot];
            influenceStart[slot] = used;
            if (id >= state.agentCount()) {
                // Past the scene's agents (live edits keep the crowd's size): the paper's parameters, no relation.
                parameters[slot] = ConnectionParameters.PAPER;
                flags[slot] = PLAIN;
                continue;
            }
            ConnectionParameters own = state.parameters(id);
            parameters[slot] = own;
            boolean related = state.isRelated(id);
            flags[slot] = (byte) ((related ? RELATED : 0) | (state.isPlainMember(id) ? PLAIN : 0)
                    | (state.gathersInfluences(id) ? GATHERS : 0));
            int length = state.influenceEnd(id) - state.influenceStart(id);
            System.arraycopy(packed, state.influenceStart(id), influences, used, length);
            used += length;
            widest = Math.max(widest, own.neighbours() + own.interGroupConnections());
            wantsSubgroups |= related && own.interGroupConnections() > 0;
        }
        influenceStart[size] = used;
        stride = widest;
        chosen = new int[size * stride];
        chosenCount = new int[size];
        builtFrom = state;
        builtVersion = state.version();
    }

    /**
     * Moves everything as the kernel moved its agents.
     *
     * @param order the agent now in slot s was in slot {@code order[s]}
     */
    void regrouped(int[] order) {
        if (order.length != size) {
            builtFrom = null;
            return;
        }
        if (spareIds.length != size || spareInfluences.length != influences.length
                || spareChosen.length != chosen.length) {
            spareIds = new int[size];
            spareParameters = new ConnectionParameters[size];
            spareFlags = new byte[size];
            spareStart = new int[size + 1];
            spareInfluences = new double[influences.length];
            spareChosen = new int[chosen.length];
            spareCount = new int[size];
        }
        int used = 0;
        for (int slot = 0; slot < size; slot++) {
            int was = order[slot];
            spareIds[slot] = idOfSlot[was];
            slotOfId[idOfSlot[was]] = slot;
            spareParameters[slot] = parameters[was];
            spareFlags[slot] = flags[was];
            spareStart[slot] = used;
            int length = influenceStart[was + 1] - influenceStart[was];
            System.arraycopy(influences, influenceStart[was], spareInfluences, used, length);
            used += length;
            System.arraycopy(chosen, was * stride, spareChosen, slot * stride, stride);
            spareCount[slot] = chosenCount[was];
        }
        spareStart[size] = used;
        int[] ids = idOfSlot;
        idOfSlot = spareIds;
        spareIds = ids;
        ConnectionParameters[] movedParameters = parameters;
        parameters = spareParameters;
        spareParameters = movedParameters;
        byte[] movedFlags = flags;
        flags = spareFlags;
        spareFlags = movedFlags;
        int[] starts = influenceStart;
        influenceStart = spareStart;
        spareStart = starts;
        double[] movedInfluences = influences;
        influences = spareInfluences;
        spareInfluences = movedInfluences;
        int[] movedChosen = chosen;
        chosen = spareChosen;
        spareChosen = movedChosen;
        int[] counts = chosenCount;
        chosenCount = spareCount;
        spareCount = counts;
    }

    /** @return whether some related agent asks for extended connections (n^ic &gt; 0) */
    boolean wantsSubgroups() {
        return wantsSubgroups;
    }

    ConnectionParameters parameters(int slot) {
        return parameters[slot];
    }

    /** @return whether anyone influences the agent: it is in a group or has explicit relations */
    boolean isRelated(int slot) {
        return (flags[slot] & RELATED) != 0;
    }

    /** @return whether the agent leads no group and has no relation (see {@link GroupState#influenceIsMutual}) */
    boolean isPlainMember(int slot) {
        return (flags[slot] & PLAIN) != 0;
    }

    /** @return whether the agent is in a large group and gathers its influences itself */
    boolean gathersInfluences(int slot) {
        return (flags[slot] & GATHERS) != 0;
    }

    double[] influences() {
        return influences;
    }

    int influenceStart(int slot) {
        return influenceStart[slot];
    }

    int influenceEnd(int slot) {
        return influenceStart[slot + 1];
    }

    /** Keeps the agent's connections of this step; from its solver, which alone writes the agent's entry. */
    void record(int slot, ConnectionNeighbours connections) {
        int count = Math.min(connections.count(), stride);
        int at = slot * stride;
        for (int c = 0; c < count; c++) {
            chosen[at + c] = connections.id(c);
        }
        chosenCount[slot] = count;
    }

    /** @see WorldGroups#connections */
    int connections(int id, int[] out) {
        if (id >= size) {
            return 0;
        }
        int slot = slotOfId[id];
        int count = chosenCount[slot];
        System.arraycopy(chosen, slot * stride, out, 0, Math.min(count, out.length));
        return count;
    }
}
