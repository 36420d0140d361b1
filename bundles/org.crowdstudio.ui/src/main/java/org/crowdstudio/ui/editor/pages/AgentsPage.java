package org.crowdstudio.ui.editor.pages;

import java.util.List;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.editor.spi.EditorPage.Count;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The agents placed one by one and the populations placed by count, in two tables whose simple
 * values (name, profile, position, orientation, count, goal rule, spawn region...) are edited in
 * the cells.
 */
public final class AgentsPage extends ScenarioFormPage {

    public static final String ID = "agents";

    /** The page's contribution to the scenario editor (org.crowdstudio.ui.editorPages). */
    public static final class Contribution extends ContributedPage {
        public Contribution() {
            super(ID, 300, AgentsPage::new, new Count("Agents", scenario -> scenario.getAgents().size()), new Count("Populations", scenario -> scenario.getPopulations().size()));
        }
    }

    private ModelTable agents;
    private ModelTable populations;

    public AgentsPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, "Agents");
    }

    @Override
    protected String heading() {
        return "Agents and Populations";
    }

    @Override
    protected int columns() {
        return 1;
    }

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        Composite agentList = tableSection(body, toolkit, "Agents",
                "Individually placed agents. Click a cell of the selected row to edit it; an empty speed or mood takes the profile's.", 1);
        agents = new ModelTable(agentList, toolkit, editing, 10).rows(() -> editing.scenario().getAgents())
                .attribute("Name", 150, ScenarioPackage.Literals.NAMED__NAME)
                .reference("Profile", 140, ScenarioPackage.Literals.AGENT__PROFILE, () -> editing.scenario().getProfiles())
                .attribute("X (m)", 70, row -> ((Agent) row).getPosition(), ScenarioPackage.Literals.VECTOR2__X)
                .attribute("Y (m)", 70, row -> ((Agent) row).getPosition(), ScenarioPackage.Literals.VECTOR2__Y)
                .attribute("Orientation (rad)", 120, ScenarioPackage.Literals.AGENT__ORIENTATION)
                .attribute("Preferred speed (m/s)", 140, ScenarioPackage.Literals.AGENT__PREFERRED_SPEED)
                .attribute("Mood", 60, ScenarioPackage.Literals.AGENT__MOOD)
                .attribute("Loops goals", 90, ScenarioPackage.Literals.AGENT__LOOP_GOALS)
                .text("Goals", 220, row -> Labels.names(((Agent) row).getGoals()));
        selection().follow(agents.viewer());
        Composite populationList = tableSection(body, toolkit, "Populations",
                "Agents placed by count in a spawn region, their goals chosen by the goal rule with the scenario's seed.", 1);
        populations = new ModelTable(populationList, toolkit, editing, 6).rows(() -> editing.scenario().getPopulations())
                .attribute("Name", 150, ScenarioPackage.Literals.NAMED__NAME)
                .reference("Profile", 140, ScenarioPackage.Literals.POPULATION__PROFILE, () -> editing.scenario().getProfiles())
                .attribute("Count", 60, ScenarioPackage.Literals.POPULATION__COUNT)
                .attribute("Goal rule", 120, ScenarioPackage.Literals.POPULATION__GOAL_RULE)
                .reference("Spawn region", 140, ScenarioPackage.Literals.POPULATION__SPAWN_REGION, this::regions)
                .attribute("Seed offset", 90, ScenarioPackage.Literals.POPULATION__SEED_OFFSET)
                .text("Goals", 260, row -> Labels.names(((Population) row).getGoals()));
        selection().follow(populations.viewer());
    }

    private List<? extends EObject> regions() {
        var environment = editing.scenario().getEnvironment();
        return environment == null ? List.of() : environment.getPlaces().stream().filter(Region.class::isInstance).toList();
    }

    /** The agents' table, for the workbench's tests. */
    public ModelTable agents() {
        return agents;
    }

    /** The populations' table, for the workbench's tests. */
    public ModelTable populations() {
        return populations;
    }

    @Override
    public void refresh() {
        agents.refresh();
        populations.refresh();
    }
}
