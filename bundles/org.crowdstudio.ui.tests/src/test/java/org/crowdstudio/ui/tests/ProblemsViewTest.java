package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.ProblemsView;
import org.crowdstudio.ui.editor.ProblemsViewProbe;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

/** The Problems view lists what is wrong with every open scenario, follows edits and undo, and leads to the element at fault. */
class ProblemsViewTest extends WorkbenchTestCase {

    @Test
    void problemsOfEveryOpenScenarioAreListedFollowTheEditsAndLeadToTheirElement() throws Exception {
        ScenarioEditor corridor = Scenarios.open(Scenarios.example(folder, "corridor.crowd"));
        ScenarioEditor crossing = Scenarios.open(Scenarios.example(folder, "crossing.crowd"));
        IWorkbenchPage page = mainWindow().getActivePage();
        ProblemsView view = (ProblemsView) page.showView(ProblemsView.ID);
        assertThat(ProblemsViewProbe.lines(view)).as("the shipped examples are sound").isEmpty();
        assertThat(ProblemsViewProbe.summaryText(view)).isEqualTo("No problems in 2 open scenarios.");

        BehaviourProfile walker = corridor.scenario().getProfiles().get(0);
        corridor.getEditingDomain().getCommandStack()
                .execute(SetCommand.create(corridor.getEditingDomain(), walker, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__RADIUS, -0.3));
        flushEvents();

        assertThat(ProblemsViewProbe.lines(view)).singleElement().asString().startsWith("error | ").contains("radius").contains(" | corridor.crowd | ")
                .contains("profiles[");
        assertThat(ProblemsViewProbe.summaryText(view)).isEqualTo("1 error, 0 warnings in 2 open scenarios.");
        Screens.screenshot(mainWindow().getShell(), "problems-view.png");

        page.activate(crossing);
        view.open(0);
        flushEvents();
        assertThat(page.getActiveEditor()).as("the scenario at fault comes to the front").isSameAs(corridor);
        assertThat(corridor.tree().getStructuredSelection().getFirstElement()).as("with the element at fault selected").isSameAs(walker);

        corridor.getEditingDomain().getCommandStack().undo();
        flushEvents();
        assertThat(ProblemsViewProbe.lines(view)).as("undo fixes it").isEmpty();

        page.closeEditor(corridor, false);
        flushEvents();
        assertThat(ProblemsViewProbe.summaryText(view)).isEqualTo("No problems in 1 open scenario.");
    }
}
