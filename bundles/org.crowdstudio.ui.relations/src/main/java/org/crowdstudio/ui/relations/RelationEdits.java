package org.crowdstudio.ui.relations;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.model.io.ScenarioIds;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.GraphNode;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.groups.GroupEdits;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.osgi.util.NLS;

/**
 * The graph's edits, each one command for Edit > Undo, or refused with the reason an artist reads
 * where the edit was made (VC paper §3.2: e_ij is a weight in [0, 1] from a follower i to an agent
 * j it follows; nobody follows themselves).
 */
final class RelationEdits {

    private RelationEdits() {
    }

    /** An edit the graph cannot make, with the reason in the artist's words. */
    static final class Refused extends Exception {

        private static final long serialVersionUID = 1L;

        Refused(String reason) {
            super(reason);
        }
    }

    /**
     * A relation from the follower to the followed, weight 1; when the two are related already, the
     * command selects that relation instead of adding a second one (null: nothing to do).
     *
     * @throws Refused for a relation of an agent to itself or to an agent no longer in the scenario
     */
    static Command relate(EditingDomain domain, Scenario scenario, Agent follower, Agent followed) throws Refused {
        if (follower == followed) {
            throw new Refused(NLS.bind(Messages.RelationEdits_0CannotFollowThemselves, Labels.name(follower)));
        }
        for (Agent agent : List.of(follower, followed)) {
            if (!scenario.getAgents().contains(agent)) {
                throw new Refused(NLS.bind(Messages.RelationEdits_0IsNoLongerIn, Labels.name(agent)));
            }
        }
        if (between(scenario, follower, followed).isPresent()) {
            return null;
        }
        Relation relation = ScenarioFactory.eINSTANCE.createRelation();
        relation.setId(ScenarioIds.newId());
        relation.setFrom(follower);
        relation.setTo(followed);
        relation.setWeight(1);
        return AddCommand.create(domain, scenario, ScenarioPackage.Literals.SCENARIO__RELATIONS, relation);
    }

    /**
     * The node a drag ended on, as an agent to follow.
     *
     * @throws Refused for a population: its agents are drawn when a run starts
     */
    static Agent followable(Object node) throws Refused {
        if (node instanceof Agent agent) {
            return agent;
        }
        if (node instanceof Population population) {
            throw new Refused(NLS.bind(Messages.RelationEdits_0IsAPopulationIts, Labels.name(population)));
        }
        throw new Refused(Messages.RelationEdits_dropTheArrowOnAn);
    }

    /** The relation from one agent to another, if there is one. */
    static Optional<Relation> between(Scenario scenario, Agent follower, Agent followed) {
        return scenario.getRelations().stream().filter(relation -> relation.getFrom() == follower && relation.getTo() == followed).findFirst();
    }

    /**
     * The weight as typed: a number in [0, 1].
     *
     * @throws Refused with what is wrong with it
     */
    static double weight(String typed) throws Refused {
        String text = typed.trim();
        double weight;
        try {
            weight = Double.parseDouble(text);
        } catch (NumberFormatException notANumber) {
            throw new Refused(NLS.bind(Messages.RelationEdits_0IsNotANumber, text));
        }
        checkWeight(weight);
        return weight;
    }

    static void checkWeight(double weight) throws Refused {
        if (!(weight >= 0 && weight <= 1)) {
            throw new Refused(NLS.bind(Messages.RelationEdits_0IsOutside0To, weight));
        }
    }

    /** Gives the relation this weight; null if it has it already. */
    static Command reweigh(EditingDomain domain, Relation relation, double weight) throws Refused {
        checkWeight(weight);
        return relation.getWeight() == weight ? null : SetCommand.create(domain, relation, ScenarioPackage.Literals.RELATION__WEIGHT, weight);
    }

    /** Takes the relations out of the scenario; null for none. */
    static Command remove(EditingDomain domain, Scenario scenario, Collection<Relation> relations) {
        return relations.isEmpty() ? null : RemoveCommand.create(domain, scenario, ScenarioPackage.Literals.SCENARIO__RELATIONS, relations);
    }

    /**
     * A new group ("Group n") of the agents, in one step.
     *
     * @return the command; its result is the new group
     * @throws Refused for fewer than two agents
     */
    static Command makeGroup(EditingDomain domain, Scenario scenario, List<Agent> members) throws Refused {
        if (members.size() < 2) {
            throw new Refused(Messages.RelationEdits_selectTwoAgentsOrMore);
        }
        return GroupEdits.add(domain, scenario, members);
    }

    /**
     * Makes the agent the leader of its group: a member who leads (VC paper §3.4: followers weigh
     * their leader with the group's leader weight).
     *
     * @throws Refused for an agent in no group, or one that leads it already
     */
    static Command lead(EditingDomain domain, Group group, Agent leader) throws Refused {
        if (group == null) {
            throw new Refused(NLS.bind(Messages.RelationEdits_0IsInNoGroup, Labels.name(leader)));
        }
        if (group.getLeaders().contains(leader)) {
            throw new Refused(Labels.name(leader) + " leads " + Labels.name(group) + " already");
        }
        CompoundCommand lead = new CompoundCommand(Messages.RelationEdits_setLeader);
        if (!group.getMembers().contains(leader)) {
            lead.append(AddCommand.create(domain, group, ScenarioPackage.Literals.GROUP__MEMBERS, leader));
        }
        lead.append(AddCommand.create(domain, group, ScenarioPackage.Literals.GROUP__LEADERS, leader));
        return lead;
    }

    /**
     * Pins an agent or a population in the graph: its box's centre stays at (x, y), graph units,
     * whatever the layout does with the rest. One command, named for undo.
     */
    static Command pin(EditingDomain domain, GraphNode node, double x, double y) {
        Vector2 at = ScenarioFactory.eINSTANCE.createVector2();
        at.setX(Math.max(0, Math.round(x)));
        at.setY(Math.max(0, Math.round(y)));
        Command set = SetCommand.create(domain, node, ScenarioPackage.Literals.GRAPH_NODE__GRAPH_PIN, at);
        CompoundCommand pin = new CompoundCommand(node.getGraphPin() == null ? NLS.bind(Messages.RelationEdits_pin0,
                Labels.name(node)) : NLS.bind(Messages.RelationEdits_move0, Labels.name(node)));
        pin.append(set);
        return pin;
    }

    /** Hands the pinned ones among the nodes back to the layout, in one step; null when none is pinned. */
    static Command unpin(EditingDomain domain, Collection<?> nodes) {
        CompoundCommand unpin = new CompoundCommand(Messages.RelationEdits_unpin);
        for (Object node : nodes) {
            if (node instanceof GraphNode pinned && pinned.getGraphPin() != null) {
                unpin.append(SetCommand.create(domain, pinned, ScenarioPackage.Literals.GRAPH_NODE__GRAPH_PIN, SetCommand.UNSET_VALUE));
            }
        }
        return unpin.isEmpty() ? null : unpin;
    }

    /** Takes the group out, with the timeline's changes of it ({@link GroupEdits#remove}). */
    static Command ungroup(EditingDomain domain, Scenario scenario, Group group) {
        return GroupEdits.remove(domain, scenario, group);
    }
}
