package org.crowdstudio.ui.editor.pages;

import java.util.List;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.Messages;
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
            super(ID, 300, AgentsPage::new, new Count(Messages.AgentsPage_agents,
                    scenario -> scenario.getAgents().size()), new Count(Messages.AgentsPage_populations, scenario -> scenario.getPopulations().size()));
        }
    }

    ModelTable agents;
    private ModelTable populations;

    public AgentsPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, Messages.AgentsPage_agents);
    }

    @Override
    protected String heading() {
        return Messages.AgentsPage_agentsAndPopulations;
    }

    @Override
    protected int columns() {
        return 1;
    }

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        Composite agentList = tableSection(body, toolkit, Messages.AgentsPage_agents,
                Messages.AgentsPage_individuallyPlacedAgentsClickA, 1);
        agents = new ModelTable(agentList, toolkit, editing, 10).rows(() -> editing.scenario().getAgents())
                .attribute(Messages.ScenarioFormPage_name, 150, ScenarioPackage.Literals.NAMED__NAME)
                .reference(Messages.AgentsPage_profile,
                        140, ScenarioPackage.Literals.AGENT__PROFILE, () -> editing.scenario().getProfiles())
                .attribute("X (m)", 70, row -> ((Agent) row).getPosition(), ScenarioPackage.Literals.VECTOR2__X)
                .attribute("Y (m)", 70, row -> ((Agent) row).getPosition(), ScenarioPackage.Literals.VECTOR2__Y)
                .attribute(Messages.AgentsPage_orientationRad, 120, ScenarioPackage.Literals.AGENT__ORIENTATION)
                .attribute(Messages.AgentsPage_preferredSpeedMS, 140, ScenarioPackage.Literals.AGENT__PREFERRED_SPEED)
                .attribute(Messages.AgentsPage_mood, 60, ScenarioPackage.Literals.AGENT__MOOD)
                .attribute(Messages.AgentsPage_loopsGoals, 90, ScenarioPackage.Literals.AGENT__LOOP_GOALS)
                .text(Messages.AgentsPage_goals, 220, row -> Labels.names(((Agent) row).getGoals()));
        selection().follow(agents.viewer());
        Composite populationList = tableSection(body, toolkit, Messages.AgentsPage_populations,
                Messages.AgentsPage_agentsPlacedByCountIn, 1);
        populations = new ModelTable(populationList, toolkit, editing, 6).rows(() -> editing.scenario().getPopulations())
                .attribute(Messages.ScenarioFormPage_name, 150, ScenarioPackage.Literals.NAMED__NAME)
                .reference(Messages.AgentsPage_profile,
                        140, ScenarioPackage.Literals.POPULATION__PROFILE, () -> editing.scenario().getProfiles())
                .attribute(Messages.AgentsPage_count, 60, ScenarioPackage.Literals.POPULATION__COUNT)
                .attribute(Messages.AgentsPage_goalRule, 120, ScenarioPackage.Literals.POPULATION__GOAL_RULE)
                .reference(Messages.AgentsPage_spawnRegion, 140, ScenarioPackage.Literals.POPULATION__SPAWN_REGION, this::regions)
                .attribute(Messages.AgentsPage_seedOffset, 90, ScenarioPackage.Literals.POPULATION__SEED_OFFSET)
                .text(Messages.AgentsPage_goals, 260, row -> Labels.names(((Population) row).getGoals()));
        selection().follow(populations.viewer());
    }

    private List<? extends EObject> regions() {
        var environment = editing.scenario().getEnvironment();
        return environment == null ? List.of() : environment.getPlaces().stream().filter(Region.class::isInstance).toList();
    }

    @Override
    public void refresh() {
        agents.refresh();
        populations.refresh();
    }
}
