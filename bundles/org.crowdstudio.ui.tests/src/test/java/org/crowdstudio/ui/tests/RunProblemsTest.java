package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.waitUntil;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.SimulationViewProbe;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

/** Run on a scenario with errors says why it cannot start and leads the artist to the problem. */
class RunProblemsTest extends WorkbenchTestCase {

    @Test
    void aScenarioThatCannotRunSaysWhyAndItsLinkSelectsTheElementAtFault() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "corridor.crowd"));
        BehaviourProfile walker = editor.scenario().getProfiles().get(0);
        editor.getEditingDomain().getCommandStack()
                .execute(SetCommand.create(editor.getEditingDomain(), walker, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__RADIUS, -0.3));
        flushEvents();
        IWorkbenchPage page = mainWindow().getActivePage();
        page.activate(editor);
        SimulationView view = (SimulationView) page.showView(SimulationView.ID);
        assertThat(SimulationViewProbe.problemsLink(view).isVisible()).as("no link before a run is refused").isFalse();

        view.load();
        try {
            waitUntil(() -> SimulationViewProbe.statusText(view).contains("cannot run"), 20_000, "the run is refused");
        } catch (AssertionError notRefused) {
            throw new AssertionError(notRefused.getMessage() + "; the view says: " + SimulationViewProbe.statusText(view), notRefused);
        }

        assertThat(SimulationViewProbe.statusText(view)).contains("corridor.crowd cannot run").contains("radius");
        assertThat(SimulationViewProbe.problemsLink(view).isVisible()).isTrue();
        SimulationViewProbe.problemsLink(view).notifyListeners(SWT.Selection, new Event());
        flushEvents();
        assertThat(page.getActivePart()).isSameAs(editor);
        assertThat(editor.tree().getStructuredSelection().getFirstElement()).as("the element at fault is selected").isSameAs(walker);
    }

    @Test
    void aLiveEditThatMakesTheScenarioInvalidIsNotAppliedAndSaysWhy() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "corridor.crowd"));
        SimulationView view = Scenarios.simulate(editor, "corridor.crowd");
        BehaviourProfile walker = editor.scenario().getProfiles().get(0);

        editor.getEditingDomain().getCommandStack()
                .execute(SetCommand.create(editor.getEditingDomain(), walker, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__RADIUS, -0.3));

        waitUntil(() -> SimulationViewProbe.statusText(view).contains("not applied"), 20_000, "the edit is refused");
        assertThat(SimulationViewProbe.statusText(view)).contains("The edit is not applied; the scenario has errors").contains("radius");
    }
}
