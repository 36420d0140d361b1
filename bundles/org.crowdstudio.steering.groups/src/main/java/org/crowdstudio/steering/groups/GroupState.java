package org.crowdstudio.steering.groups;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The groups of a running simulation: who is in which group and who leads it, each group's
 * formation and parameters as the timeline left them, every agent's connection parameters, and
 * the explicit relations by agent. Built from a {@link GroupScene}; changed only between steps
 * ({@link #apply}), on the simulation's thread, and read by the solver while agents are stepped.
 */
public final class GroupState {

    private static final int[] NONE = {};

    private final GroupScene scene;
    private final int agentCount;
    private final int[][] members;
    private final BitSet[] leaders;
    private final Formation[] overrides;
    private final ConnectionParameters[] groupParameters;
    /** Per agent: the groups it is in, ascending. */
    private final int[][] groupsOf;
    /** Per agent: its connection parameters, from its first group that has some, else its profile. */
    private final ConnectionParameters[] parametersOf;
    /** Explicit relations of agent i: indices relationStart[i] .. relationStart[i + 1] - 1, ascending by target. */
    private final int[] relationStart;
    private final int[] relationTo;
    private final double[] relationWeight;
    private final Formation[] relationFormation;
    /**
     * Each agent's influences when it has few to look through, packed for one cache line's read:
     * id, e_ij and the formation's index in {@link #influenceFormations} (−1: isotropic), from
     * {@code influenceStart[agent]} to {@code influenceStart[agent + 1]}; an agent in a large group
     * has none here ({@link #gathersInfluences}) and gathers its influences each step.
     */
    private int[] influenceStart;
    private boolean[] gathersInfluences;
    /** Agents that lead no group and have no explicit relation either way: between two of them influence is mutual. */
    private boolean[] plainMember;
    private double[] influences = new double[0];
    private final List<Formation> influenceFormations = new ArrayList<>();
    /** How many times membership changed: what reads the state laid out elsewhere knows when to lay it out again. */
    private int version;

    public GroupState(GroupScene scene) {
        this.scene = scene;
        this.agentCount = scene.agentCount();
        int groupCount = scene.groups().size();
        members = new int[groupCount][];
        leaders = new BitSet[groupCount];
        overrides = new Formation[groupCount];
        groupParameters = new ConnectionParameters[groupCount];
        for (int g = 0; g < groupCount; g++) {
            GroupScene.Group group = scene.groups().get(g);
            members[g] = group.members().clone();
            leaders[g] = new BitSet();
            for (int leader : group.leaders()) {
                leaders[g].set(leader);
            }
            groupParameters[g] = group.parameters();
        }
        groupsOf = new int[agentCount][];
        parametersOf = new ConnectionParameters[agentCount];
        List<GroupScene.Relation> relations = new ArrayList<>(scene.relations());
        relations.sort((a, b) -> a.from() != b.from() ? Integer.compare(a.from(), b.from()) : Integer.compare(a.to(), b.to()));
        relationStart = new int[agentCount + 1];
        relationTo = new int[relations.size()];
        relationWeight = new double[relations.size()];
        relationFormation = new Formation[relations.size()];
        for (int r = 0; r < relations.size(); r++) {
            GroupScene.Relation relation = relations.get(r);
            relationStart[relation.from() + 1]++;
            relationTo[r] = relation.to();
            relationWeight[r] = relation.weight();
            relationFormation[r] = relation.formation();
        }
        for (int agent = 0; agent < agentCount; agent++) {
            relationStart[agent + 1] += relationStart[agent];
        }
        membershipChanged();
    }

    /** The scene this state started from. */
    public GroupScene scene() {
        return scene;
    }

    public int agentCount() {
        return agentCount;
    }

    public int groupCount() {
        return members.length;
    }

    /** @return the group's name, as the scenario calls it */
    public String name(int group) {
        return scene.groups().get(group).name();
    }

    /** @return the group's members now, ascending; do not change the array */
    public int[] members(int group) {
        return members[group];
    }

    public boolean isLeader(int group, int agent) {
        return leaders[group].get(agent);
    }

    /** @return the groups the agent is in now, ascending; do not change the array */
    public int[] groupsOf(int agent) {
        return groupsOf[agent];
    }

    /** @return the agent's connection parameters now */
    public ConnectionParameters parameters(int agent) {
        return parametersOf[agent];
    }

    /** @return whether any agent influences this one: it is in a group or has explicit relations */
    public boolean isRelated(int agent) {
        return groupsOf[agent].length > 0 || relationStart[agent + 1] > relationStart[agent];
    }

    /** @return whether a and b relate either way: they share a group, or one has a relation to the other of weight above 0 */
    public boolean related(int a, int b) {
        int[] groupsOfA = groupsOf[a];
        int[] groupsOfB = groupsOf[b];
        for (int i = 0, j = 0; i < groupsOfA.length && j < groupsOfB.length;) {
            if (groupsOfA[i] == groupsOfB[j]) {
                return true;
            }
            if (groupsOfA[i] < groupsOfB[j]) {
                i++;
            } else {
                j++;
            }
        }
        return relationWeight(a, b) > 0 || relationWeight(b, a) > 0;
    }

    /**
     * @return whether a and b influence each other alike: e_ab = e_ba, since neither leads a group
     *         nor has an explicit relation, and a group of both gives both its member weight
     */
    public boolean influenceIsMutual(int a, int b) {
        return plainMember[a] && plainMember[b];
    }

    /**
     * e_ab of the relation matrix: the explicit relation's weight if there is one, else the
     * largest weight a group of both gives (the leader weight when b leads it), else 0.
     */
    public double influence(int a, int b) {
        int found = Arrays.binarySearch(relationTo, relationStart[a], relationStart[a + 1], b);
        if (found >= 0) {
            return relationWeight[found];
        }
        double weight = 0;
        int[] groupsOfA = groupsOf[a];
        int[] groupsOfB = groupsOf[b];
        for (int i = 0, j = 0; i < groupsOfA.length && j < groupsOfB.length;) {
            if (groupsOfA[i] < groupsOfB[j]) {
                i++;
            } else if (groupsOfA[i] > groupsOfB[j]) {
                j++;
            } else {
                int group = groupsOfA[i];
                weight = Math.max(weight, isLeader(group, b) ? leaderWeight(group) : memberWeight(group));
                i++;
                j++;
            }
        }
        return weight;
    }

    /** @return the weight of the explicit relation from a to b, or 0 if there is none */
    private double relationWeight(int a, int b) {
        int found = Arrays.binarySearch(relationTo, relationStart[a], relationStart[a + 1], b);
        return found >= 0 ? relationWeight[found] : 0;
    }

    double memberWeight(int group) {
        return scene.groups().get(group).memberWeight();
    }

    double leaderWeight(int group) {
        return scene.groups().get(group).leaderWeight();
    }

    /** @return the shape of connections within the group now: the timeline's, else the group's own */
    Formation formation(int group) {
        return overrides[group] != null ? overrides[group] : scene.groups().get(group).formation();
    }

    /** @return the timeline's formation for the group's connections, which also rules its explicit relations; null if none */
    Formation override(int group) {
        return overrides[group];
    }

    int relationStart(int agent) {
        return relationStart[agent];
    }

    int relationEnd(int agent) {
        return relationStart[agent + 1];
    }

    int relationTo(int relation) {
        return relationTo[relation];
    }

    double relationWeight(int relation) {
        return relationWeight[relation];
    }

    /** @return the relation's own formation, or null */
    Formation relationFormation(int relation) {
        return relationFormation[relation];
    }

    /** Carries out a change of one group. Call between steps, on the simulation's thread. */
    public void apply(GroupChange change) {
        int g = change.group();
        if (g >= members.length) {
            throw new IllegalArgumentException("no group " + g + " of " + members.length);
        }
        overrides[g] = change.formation();
        if (change.parameters() != null) {
            groupParameters[g] = change.parameters();
        }
        if (change.leaveOtherGroups()) {
            for (int other = 0; other < members.length; other++) {
                if (other != g) {
                    members[other] = without(members[other], change.joining());
                    leaders[other].andNot(bits(change.joining()));
                }
            }
        }
        members[g] = without(union(members[g], union(change.joining(), change.leaders())), change.leaving());
        if (change.leaders().length > 0) {
            leaders[g].clear();
            leaders[g].or(bits(change.leaders()));
        }
        leaders[g].andNot(bits(change.leaving()));
        membershipChanged();
    }

    /** Works out each agent's groups and parameters again from the groups' members. */
    private void membershipChanged() {
        int[] counts = new int[agentCount];
        for (int[] group : members) {
            for (int agent : group) {
                counts[agent]++;
            }
        }
        for (int agent = 0; agent < agentCount; agent++) {
            groupsOf[agent] = counts[agent] == 0 ? NONE : new int[counts[agent]];
            counts[agent] = 0;
        }
        for (int g = 0; g < members.length; g++) {
            for (int agent : members[g]) {
                groupsOf[agent][counts[agent]++] = g;
            }
        }
        for (int agent = 0; agent < agentCount; agent++) {
            ConnectionParameters chosen = scene.profileParameters(agent);
            for (int g : groupsOf[agent]) {
                if (groupParameters[g] != null) {
                    chosen = groupParameters[g];
                    break;
                }
            }
            parametersOf[agent] = chosen;
        }
        findPlainMembers();
        packInfluences();
        version++;
    }

    /** @return a number that changes whenever membership, leaders or parameters change */
    int version() {
        return version;
    }

    /** @return whether the agent leads no group and has no explicit relation either way */
    boolean isPlainMember(int agent) {
        return plainMember[agent];
    }

    private void findPlainMembers() {
        plainMember = new boolean[agentCount];
        for (int agent = 0; agent < agentCount; agent++) {
            plainMember[agent] = relationStart[agent + 1] == relationStart[agent];
        }
        for (int to : relationTo) {
            plainMember[to] = false;
        }
        for (BitSet leading : leaders) {
            leading.stream().filter(agent -> agent < agentCount).forEach(agent -> plainMember[agent] = false);
        }
    }

    private void packInfluences() {
        influenceStart = new int[agentCount + 1];
        gathersInfluences = new boolean[agentCount];
        influenceFormations.clear();
        Influences gathered = new Influences();
        double[] packed = new double[3 * 64];
        int used = 0;
        for (int agent = 0; agent < agentCount; agent++) {
            influenceStart[agent] = used;
            if (Influences.toLookThrough(this, agent) > Influences.FEW) {
                gathersInfluences[agent] = true;
                continue;
            }
            gathered.gather(this, agent);
            if (used + 3 * gathered.count() > packed.length) {
                packed = Arrays.copyOf(packed, Math.max(2 * packed.length, used + 3 * gathered.count()));
            }
            for (int i = 0; i < gathered.count(); i++) {
                packed[used++] = gathered.id(i);
                packed[used++] = gathered.weight(i);
                packed[used++] = formationIndex(gathered.formation(i));
            }
        }
        influenceStart[agentCount] = used;
        influences = Arrays.copyOf(packed, used);
    }

    private int formationIndex(Formation formation) {
        if (formation == null) {
            return -1;
        }
        int index = influenceFormations.indexOf(formation);
        if (index < 0) {
            influenceFormations.add(formation);
            index = influenceFormations.size() - 1;
        }
        return index;
    }

    /** @return whether the agent is in a large group and gathers its influences itself, with {@link Influences} */
    boolean gathersInfluences(int agent) {
        return gathersInfluences[agent];
    }

    /** @return where the agent's packed influences start */
    int influenceStart(int agent) {
        return influenceStart[agent];
    }

    /** @return where the agent's packed influences end */
    int influenceEnd(int agent) {
        return influenceStart[agent + 1];
    }

    /** The packed influences: id, e_ij, formation index, three by three. */
    double[] influences() {
        return influences;
    }

    /** @return the formation of a packed influence's index, or null for isotropic */
    Formation influenceFormation(double index) {
        return index < 0 ? null : influenceFormations.get((int) index);
    }

    private static int[] union(int[] a, int[] b) {
        int[] joined = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, joined, a.length, b.length);
        return Arrays.stream(joined).sorted().distinct().toArray();
    }

    private static int[] without(int[] from, int[] removed) {
        return Arrays.stream(from).filter(agent -> Arrays.binarySearch(removed, agent) < 0).toArray();
    }

    private static BitSet bits(int[] agents) {
        BitSet set = new BitSet();
        for (int agent : agents) {
            set.set(agent);
        }
        return set;
    }
}
