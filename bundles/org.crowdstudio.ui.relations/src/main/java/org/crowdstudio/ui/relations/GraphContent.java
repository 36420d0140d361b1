package org.crowdstudio.ui.relations;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;

/**
 * What the graph shows of a scenario, read once per change: the agents the filter lets through,
 * the groups with at least one of them, each agent's home group (the enclosure it is drawn in: its
 * first group, as an agent may belong to several over a run), and the relations between agents
 * shown. A group's implied relations (VC paper §3.2: every member follows every other with the
 * member weight, and its leaders with the leader weight) are the enclosure itself, not n² edges.
 */
final class GraphContent {

    private final List<Agent> agents;
    private final List<Group> groups;
    private final Map<Agent, Group> home;
    private final List<Relation> relations;
    /** Read on the UI thread, so that the layout can run off it without touching the model. */
    private final Map<Agent, Double> widths = new IdentityHashMap<>();
    private final Map<Relation, Agent[]> ends = new IdentityHashMap<>();

    private GraphContent(List<Agent> agents, List<Group> groups, Map<Agent, Group> home, List<Relation> relations) {
        this.agents = agents;
        this.groups = groups;
        this.home = home;
        this.relations = relations;
        agents.forEach(agent -> widths.put(agent, GraphLayout.nodeWidth(agent)));
        relations.forEach(relation -> ends.put(relation, new Agent[] {relation.getFrom(), relation.getTo()}));
    }

    static GraphContent of(Scenario scenario, GraphFilter filter) {
        List<Agent> agents = scenario.getAgents().stream().filter(filter.shows()).toList();
        Set<Agent> shown = new LinkedHashSet<>(agents);
        Map<Agent, Group> home = new LinkedHashMap<>();
        List<Group> groups = new ArrayList<>();
        for (Group group : scenario.getGroups()) {
            boolean any = false;
            for (Agent member : group.getMembers()) {
                if (shown.contains(member)) {
                    home.putIfAbsent(member, group);
                    any = true;
                }
            }
            if (any) {
                groups.add(group);
            }
        }
        List<Relation> relations = scenario.getRelations().stream()
                .filter(relation -> shown.contains(relation.getFrom()) && shown.contains(relation.getTo()) && relation.getFrom() != relation.getTo())
                .toList();
        return new GraphContent(agents, List.copyOf(groups), home, relations);
    }

    List<Agent> agents() {
        return agents;
    }

    /** The groups shown, in the scenario's order. */
    List<Group> groups() {
        return groups;
    }

    /** The group the agent is drawn in, or null for none. */
    Group home(Agent agent) {
        return home.get(agent);
    }

    /** The groups the agent belongs to besides its home, in the scenario's order. */
    List<Group> otherGroups(Agent agent) {
        return groups.stream().filter(group -> group != home.get(agent) && group.getMembers().contains(agent)).toList();
    }

    List<Relation> relations() {
        return relations;
    }

    /** The width of the agent's node, for its name. */
    double width(Agent agent) {
        return widths.get(agent);
    }

    /** The follower of a relation as it was when read. */
    Agent follower(Relation relation) {
        return ends.get(relation)[0];
    }

    /** The agent a relation's follower follows, as it was when read. */
    Agent followed(Relation relation) {
        return ends.get(relation)[1];
    }

    /**
     * What the layout depends on: who is shown, in which enclosure, and who is related to whom. Two
     * contents with equal shapes share a layout; a weight changing does not move anything.
     */
    List<Object> shape() {
        List<Object> shape = new ArrayList<>(agents.size() * 3 + relations.size() * 2);
        for (Agent agent : agents) {
            shape.add(agent);
            shape.add(agent.getName());
            shape.add(home.get(agent));
        }
        for (Relation relation : relations) {
            shape.add(relation.getFrom());
            shape.add(relation.getTo());
        }
        return shape;
    }
}
