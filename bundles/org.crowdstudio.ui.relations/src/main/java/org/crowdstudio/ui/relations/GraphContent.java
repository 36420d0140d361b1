package org.crowdstudio.ui.relations;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.GraphNode;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.ui.editor.pages.Labels;

/**
 * What the graph shows of a scenario, read once per change: the agents and populations the filter
 * lets through (a population is one node: its agents are drawn when a run starts, and relations
 * join individually placed agents only),
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
    private final List<Population> populations;
    /** Read on the UI thread, so that the layout can run off it without touching the model. */
    private final Map<Object, Double> widths = new IdentityHashMap<>();
    private final Map<Relation, Agent[]> ends = new IdentityHashMap<>();
    /** Where the artist pinned nodes: each pinned agent's or population's centre, graph units. */
    private final Map<Object, double[]> pins = new IdentityHashMap<>();

    private GraphContent(List<Agent> agents, List<Group> groups, Map<Agent, Group> home, List<Relation> relations, List<Population> populations) {
        this.agents = agents;
        this.groups = groups;
        this.home = home;
        this.relations = relations;
        this.populations = populations;
        agents.forEach(agent -> widths.put(agent, GraphLayout.nodeWidth(Labels.name(agent))));
        populations.forEach(population -> widths.put(population, GraphLayout.nodeWidth(label(population))));
        relations.forEach(relation -> ends.put(relation, new Agent[] {relation.getFrom(), relation.getTo()}));
        agents.forEach(this::readPin);
        populations.forEach(this::readPin);
    }

    private void readPin(GraphNode node) {
        Vector2 pin = node.getGraphPin();
        if (pin != null) {
            pins.put(node, new double[] {pin.getX(), pin.getY()});
        }
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
        List<Population> populations = scenario.getPopulations().stream().filter(filter.showsPopulation()).toList();
        return new GraphContent(agents, List.copyOf(groups), home, relations, populations);
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

    /** The populations shown, in the scenario's order. */
    List<Population> populations() {
        return populations;
    }

    /** How a population's node reads: its name and how many agents it places. */
    static String label(Population population) {
        return Labels.name(population) + " ×" + population.getCount();
    }

    /** The width of an agent's or a population's node, for its label. */
    double width(Object node) {
        return widths.get(node);
    }

    /** The pinned nodes and their pins (the centre of each one's box), as they were when read. */
    Map<Object, double[]> pins() {
        return pins;
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
     * contents with equal shapes share a layout; a weight or a pin changing does not lay anything
     * out again (pins are put in place over the layout, {@link GraphPins}).
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
        for (Population population : populations) {
            shape.add(population);
            shape.add(label(population));
        }
        return shape;
    }
}
