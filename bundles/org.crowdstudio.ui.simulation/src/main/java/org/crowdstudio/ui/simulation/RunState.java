package org.crowdstudio.ui.simulation;

import java.util.Map;
import java.util.function.IntFunction;

import org.crowdstudio.engine.spi.AgentReport;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;

/**
 * What the Simulation view shows of its run, as its selection: the views beside it (the Agent
 * Inspector, the Plots view) listen to it through the workbench's selection service instead of
 * finding the view and asking it. Published a few times a second while a run plays, and when the
 * inspected agent changes.
 *
 * @param inspectedAgent the agent being inspected, or -1
 * @param report the inspected agent's report of the newest step, or null
 * @param history the run's figures so far, or null before a run
 * @param conversationLengths how long each conversation that ended lasted, s
 * @param labels an agent's label in the running scenario ("Guests#12"), or null
 * @param step the newest step: who talks with whom, and the shown overlays' snapshots; null before a run
 */
public record RunState(int inspectedAgent, AgentReport report, RunHistory.Snapshot history, double[] conversationLengths, IntFunction<String> labels,
        Step step) {

    /**
     * What the run does at its newest step besides where agents stand.
     *
     * @param time simulation time, s
     * @param partners each agent's conversation partner, or -1; not to be changed
     * @param overlays the snapshots of the contributed overlays shown in the view, by overlay id (the
     *        groups' connection neighbours while the Groups overlay is shown, say)
     */
    public record Step(double time, int[] partners, Map<String, Object> overlays) {
    }

    /** The run state a selection of the Simulation view holds, or null. */
    static RunState of(ISelection selection) {
        return selection instanceof IStructuredSelection structured && structured.getFirstElement() instanceof RunState state ? state : null;
    }
}
