package org.crowdstudio.ui.relations;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;

/** Scenarios built in code for the graph's tests: agents by name and the relations between them. */
final class GraphScenarios {

    static final ScenarioFactory MAKE = ScenarioFactory.eINSTANCE;

    private GraphScenarios() {
    }

    /** A new agent of this name (its id made from the name) in the scenario. */
    static Agent agent(Scenario scenario, String name) {
        Agent agent = MAKE.createAgent();
        agent.setId("id-" + name);
        agent.setName(name);
        scenario.getAgents().add(agent);
        return agent;
    }

    /** A relation from one agent to another, with no formation. */
    static Relation relate(Scenario scenario, Agent from, Agent to, double weight) {
        return relate(scenario, from, to, weight, null);
    }

    /** A relation from one agent to another, with a formation of this kind, or none for null. */
    static Relation relate(Scenario scenario, Agent from, Agent to, double weight, FormationKind kind) {
        Relation relation = MAKE.createRelation();
        relation.setFrom(from);
        relation.setTo(to);
        relation.setWeight(weight);
        if (kind != null) {
            FormationConstraint formation = MAKE.createFormationConstraint();
            formation.setKind(kind);
            relation.setFormation(formation);
        }
        scenario.getRelations().add(relation);
        return relation;
    }
}
