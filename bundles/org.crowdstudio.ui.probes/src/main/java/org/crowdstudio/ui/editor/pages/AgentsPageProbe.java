package org.crowdstudio.ui.editor.pages;


/** What the workbench's tests read and press in AgentsPage; a test fragment, never shipped. */
public final class AgentsPageProbe {

    private AgentsPageProbe() {
    }

    /** The agents' table. */
    public static ModelTable agents(AgentsPage agentsPage) {
        return agentsPage.agents;
    }
}
