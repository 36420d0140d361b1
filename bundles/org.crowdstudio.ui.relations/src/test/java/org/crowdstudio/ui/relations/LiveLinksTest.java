package org.crowdstudio.ui.relations;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.ui.relations.LiveLinks.Kind;
import org.crowdstudio.ui.relations.LiveLinks.Link;
import org.crowdstudio.ui.simulation.RunState;
import org.junit.jupiter.api.Test;

/** The graph shows who talks with whom in a run of its own scenario, and nothing of another's. */
class LiveLinksTest {

    private static final List<Agent> AGENTS = List.of(agent("Ann"), agent("Ben"), agent("Cleo"), agent(null));

    private static Agent agent(String name) {
        Agent agent = ScenarioFactory.eINSTANCE.createAgent();
        agent.setName(name);
        return agent;
    }

    /** As a run of the scenario labels its agents: the individually placed first, then a population's. */
    private static String label(int id) {
        return id < AGENTS.size() ? LiveLinks.runLabel(AGENTS.get(id), id) : "Guests#" + (id - AGENTS.size());
    }

    @Test
    void eachConversationBetweenPlacedAgentsIsOneTalkingLink() {
        // Ann talks with Cleo; agent 3 with a population's agent 5, whom the graph does not show.
        RunState.Step step = new RunState.Step(12.5, new int[] {2, -1, 0, 5, -1, 3}, Map.of());

        LiveLinks links = LiveLinks.of(step, AGENTS, LiveLinksTest::label);

        assertThat(links.time()).isEqualTo(12.5);
        assertThat(links.links()).containsExactly(new Link(AGENTS.get(0), AGENTS.get(2), Kind.TALKING));
        assertThat(links.count(Kind.CONNECTED)).isZero();
    }

    @Test
    void aRunOfAnotherScenarioOrNoRunLinksNobody() {
        RunState.Step step = new RunState.Step(3, new int[] {1, 0, -1, -1}, Map.of());

        assertThat(LiveLinks.of(step, AGENTS, id -> "Walkers#" + id)).isEqualTo(LiveLinks.NONE);
        assertThat(LiveLinks.of(null, AGENTS, LiveLinksTest::label)).isEqualTo(LiveLinks.NONE);
    }

    @Test
    void anUnnamedAgentIsKnownByItsRunLabel() {
        assertThat(LiveLinks.runLabel(AGENTS.get(3), 3)).isEqualTo("agent3");
        assertThat(LiveLinks.runLabel(AGENTS.get(1), 1)).isEqualTo("Ben");
    }
}
