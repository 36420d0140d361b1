package org.crowdstudio.ui.groups;

import java.util.Arrays;

import org.crowdstudio.steering.groups.GroupState;
import org.crowdstudio.steering.groups.WorldGroups;

/**
 * The groups of one step as the groups overlay draws them, copied on the simulation's thread:
 * every group's name, each agent's groups and the groups it leads as the timeline left them, and
 * the connection neighbours its solver chose in that step (VC paper §3.3). Immutable.
 */
public final class GroupSnapshot {

    private static final int[] NONE = {};

    private final String[] names;
    /** Per agent id: its groups, ascending. */
    final int[][] groupsOf;
    /** Per agent id: the groups it leads, ascending. */
    final int[][] leads;
    /** Per agent id: its connection neighbours' ids, as its solver chose them. */
    final int[][] connections;

    private GroupSnapshot(String[] names, int[][] groupsOf, int[][] leads, int[][] connections) {
        this.names = names;
        this.groupsOf = groupsOf;
        this.leads = leads;
        this.connections = connections;
    }

    /**
     * Copies the world's groups as they stand after a step. On the simulation's thread, between steps.
     *
     * @param agents how many agents the frame drawn with it has
     * @return the snapshot, or null before the groups have been set up
     */
    static GroupSnapshot of(WorldGroups groups, int agents) {
        GroupState state = groups.state();
        if (state == null) {
            return null;
        }
        int count = Math.min(agents, state.agentCount());
        String[] names = new String[state.groupCount()];
        for (int group = 0; group < names.length; group++) {
            names[group] = state.name(group);
        }
        int[][] groupsOf = new int[count][];
        int[][] leads = new int[count][];
        int[][] connections = new int[count][];
        int[] chosen = new int[8];
        for (int agent = 0; agent < count; agent++) {
            int[] memberOf = state.groupsOf(agent);
            groupsOf[agent] = memberOf.length == 0 ? NONE : memberOf.clone();
            leads[agent] = led(state, memberOf, agent);
            int found = groups.connections(agent, chosen);
            if (found > chosen.length) {
                chosen = new int[found];
                found = groups.connections(agent, chosen);
            }
            connections[agent] = found == 0 ? NONE : Arrays.copyOf(chosen, found);
        }
        return new GroupSnapshot(names, groupsOf, leads, connections);
    }

    private static int[] led(GroupState state, int[] memberOf, int agent) {
        int leading = 0;
        for (int group : memberOf) {
            leading += state.isLeader(group, agent) ? 1 : 0;
        }
        if (leading == 0) {
            return NONE;
        }
        int[] led = new int[leading];
        int next = 0;
        for (int group : memberOf) {
            if (state.isLeader(group, agent)) {
                led[next++] = group;
            }
        }
        return led;
    }

    /** @return how many groups the scenario has */
    public int groupCount() {
        return names.length;
    }

    /** @return the group's name, as the scenario calls it */
    public String name(int group) {
        return names[group];
    }

    /** @return how many agents the snapshot covers */
    public int agentCount() {
        return groupsOf.length;
    }

    /** @return the agent's groups, ascending */
    public int[] groupsOf(int agent) {
        return groupsOf[agent].clone();
    }

    /** @return whether the agent leads the group */
    public boolean leads(int agent, int group) {
        for (int led : leads[agent]) {
            if (led == group) {
                return true;
            }
        }
        return false;
    }

    /** @return the ids of the connection neighbours the agent's solver chose in the step */
    public int[] connections(int agent) {
        return connections[agent].clone();
    }

    /** @return the first group both agents are in, or −1 if they share none (an explicit relation) */
    int sharedGroup(int agent, int other) {
        int[] a = groupsOf[agent];
        int[] b = other < groupsOf.length ? groupsOf[other] : NONE;
        for (int i = 0, j = 0; i < a.length && j < b.length;) {
            if (a[i] == b[j]) {
                return a[i];
            }
            if (a[i] < b[j]) {
                i++;
            } else {
                j++;
            }
        }
        return -1;
    }
}
