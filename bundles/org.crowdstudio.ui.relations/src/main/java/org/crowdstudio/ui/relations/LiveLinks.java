package org.crowdstudio.ui.relations;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.ui.groups.GroupSnapshot;
import org.crowdstudio.ui.groups.GroupsOverlay;
import org.crowdstudio.ui.simulation.RunState;

/**
 * Who is linked to whom in the running simulation at its newest step, among the scenario's
 * individually placed agents (they come first in a run, in the scenario's order): pairs in
 * conversation (the TA paper's stop-to-talk and pair walking) and the connection neighbours each
 * agent's velocity-connection solver chose (VC paper §3.3), the latter while the Simulation view
 * shows its Groups overlay, whose snapshot carries them.
 *
 * @param time the step's simulation time, s
 * @param links each pair once
 */
public record LiveLinks(double time, List<Link> links) {

    public static final LiveLinks NONE = new LiveLinks(Double.NaN, List.of());

    public enum Kind {
        /** Talking, or walking together. */
        TALKING,
        /** A connection neighbour of the other (or both of each other). */
        CONNECTED
    }

    public record Link(Agent from, Agent to, Kind kind) {
    }

    /**
     * The links of a run of this scenario's agents; none when the run is another scenario's.
     *
     * @param labels the run's agent labels; an individually placed agent is labelled by its name, or "agent" and its id
     */
    static LiveLinks of(RunState.Step step, List<Agent> agents, IntFunction<String> labels) {
        if (step == null) {
            return NONE;
        }
        int known = Math.min(agents.size(), step.partners().length);
        for (int id = 0; id < known; id++) {
            if (!Objects.equals(labels.apply(id), runLabel(agents.get(id), id))) {
                return NONE;
            }
        }
        List<Link> links = new ArrayList<>();
        for (int id = 0; id < known; id++) {
            int partner = step.partners()[id];
            if (partner > id && partner < known) {
                links.add(new Link(agents.get(id), agents.get(partner), Kind.TALKING));
            }
        }
        if (step.overlays().get(GroupsOverlay.ID) instanceof GroupSnapshot groups) {
            for (int id = 0; id < Math.min(known, groups.agentCount()); id++) {
                for (int neighbour : groups.connections(id)) {
                    boolean mutual = neighbour < id && contains(groups.connections(neighbour), id);
                    if (neighbour < known && neighbour != id && !mutual) {
                        links.add(new Link(agents.get(id), agents.get(neighbour), Kind.CONNECTED));
                    }
                }
            }
        }
        return new LiveLinks(step.time(), List.copyOf(links));
    }

    /** How a run labels an individually placed agent: its name, or "agent" and its id without one. */
    static String runLabel(Agent agent, int id) {
        return agent.getName() == null || agent.getName().isBlank() ? "agent" + id : agent.getName();
    }

    private static boolean contains(int[] ids, int id) {
        for (int candidate : ids) {
            if (candidate == id) {
                return true;
            }
        }
        return false;
    }

    /** @return how many links of this kind there are */
    public long count(Kind kind) {
        return links.stream().filter(link -> link.kind() == kind).count();
    }
}
