package org.crowdstudio.steering.groups;

import java.util.Arrays;
import java.util.List;

/**
 * A scenario's groups in runtime form (VC paper §3.2): the relation matrix, kept sparse as groups
 * (every member relates to every other with the group's member weight, to its leaders with the
 * leader weight) and explicit relations that override them, each connection's formation, and the
 * velocity-connection parameters of every agent's profile. Agents are named by id. The scenario
 * compiler builds it and attaches it to the world; it never changes, and what the timeline changes
 * during a run ({@link GroupChange}) is kept by {@link GroupState}.
 */
public final class GroupScene {

    /**
     * A group as the scenario defines it.
     *
     * @param name for people, e.g. in the inspector
     * @param members agent ids, ascending, at least one
     * @param leaders agent ids among the members, ascending
     * @param memberWeight e_ij between two members, in [0, 1]
     * @param leaderWeight e_ij from a member to a leader, in [0, 1]
     * @param formation the shape of the connections between members
     * @param parameters the members' connection parameters in place of their profiles'; null: the profiles'
     */
    public record Group(String name, int[] members, int[] leaders, double memberWeight, double leaderWeight, Formation formation,
            ConnectionParameters parameters) {

        public Group {
            members = sortedIds(members, "group " + name + " member");
            leaders = sortedIds(leaders, "group " + name + " leader");
            if (members.length == 0) {
                throw new IllegalArgumentException("group " + name + " has no member");
            }
            for (int leader : leaders) {
                if (Arrays.binarySearch(members, leader) < 0) {
                    throw new IllegalArgumentException("group " + name + ": leader " + leader + " is not a member");
                }
            }
            requireWeight("group " + name + " member weight", memberWeight);
            requireWeight("group " + name + " leader weight", leaderWeight);
            if (formation == null) {
                formation = Formation.ISOTROPIC;
            }
        }
    }

    /**
     * One explicit entry e_ij of the relation matrix; it overrides what groups say of the pair.
     *
     * @param from agent i
     * @param to agent j
     * @param weight e_ij in [0, 1]; 0 cuts the pair's relation even within a group
     * @param formation the connection's shape; null: that of a group both are in, else isotropic
     */
    public record Relation(int from, int to, double weight, Formation formation) {

        public Relation {
            if (from < 0 || to < 0 || from == to) {
                throw new IllegalArgumentException("a relation needs two different agents, not " + from + " and " + to);
            }
            requireWeight("relation from " + from + " to " + to, weight);
        }
    }

    private final int agentCount;
    private final ConnectionParameters[] profileParameters;
    private final List<Group> groups;
    private final List<Relation> relations;

    /**
     * @param profileParameters per agent id: the parameters of its profile
     * @param groups the groups, in the scenario's order (the first group of an agent with parameters gives its parameters)
     * @param relations explicit relations, at most one per ordered pair
     */
    public GroupScene(ConnectionParameters[] profileParameters, List<Group> groups, List<Relation> relations) {
        this.agentCount = profileParameters.length;
        this.profileParameters = profileParameters.clone();
        for (int agent = 0; agent < agentCount; agent++) {
            if (this.profileParameters[agent] == null) {
                this.profileParameters[agent] = ConnectionParameters.PAPER;
            }
        }
        this.groups = List.copyOf(groups);
        this.relations = List.copyOf(relations);
        for (Group group : this.groups) {
            if (group.members()[group.members().length - 1] >= agentCount) {
                throw new IllegalArgumentException("group " + group.name() + " names agent " + group.members()[group.members().length - 1] + " of "
                        + agentCount);
            }
        }
        for (Relation relation : this.relations) {
            if (relation.from() >= agentCount || relation.to() >= agentCount) {
                throw new IllegalArgumentException("a relation names agent " + Math.max(relation.from(), relation.to()) + " of " + agentCount);
            }
        }
    }

    /** No groups and no relations: every agent walks alone, with the paper's parameters. */
    public static GroupScene none(int agentCount) {
        return new GroupScene(new ConnectionParameters[agentCount], List.of(), List.of());
    }

    public int agentCount() {
        return agentCount;
    }

    /** @return the parameters of the agent's profile */
    public ConnectionParameters profileParameters(int agent) {
        return profileParameters[agent];
    }

    public List<Group> groups() {
        return groups;
    }

    public List<Relation> relations() {
        return relations;
    }

    static int[] sortedIds(int[] ids, String what) {
        int[] sorted = ids.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            if (sorted[i] < 0 || i > 0 && sorted[i] == sorted[i - 1]) {
                throw new IllegalArgumentException(what + " " + sorted[i] + (sorted[i] < 0 ? " is not an agent" : " comes twice"));
            }
        }
        return sorted;
    }

    private static void requireWeight(String what, double weight) {
        if (!(weight >= 0 && weight <= 1)) {
            throw new IllegalArgumentException(what + ": e_ij must be within [0, 1], not " + weight);
        }
    }
}
