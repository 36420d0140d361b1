package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.List;

/** What the workbench's tests read and press in AgentInspectorView; a test fragment, never shipped. */
public final class AgentInspectorViewProbe {

    private AgentInspectorViewProbe() {
    }

    /** The rows shown now, as "section / label = value". */
    public static List<String> shownRows(AgentInspectorView agentInspectorView) {
        return agentInspectorView.shown == null ? List.of()
                : Arrays.stream(agentInspectorView.tree.getItems()).flatMap(section -> Arrays.stream(section.getItems())
                        .map(item -> section.getText(0) + " / " + item.getText(0) + " = " + item.getText(1))).toList();
    }
}
