package org.crowdstudio.ui.editor.pages;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.editor.spi.EditorPage;
import org.crowdstudio.ui.editor.spi.EditorPages;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Hyperlink;

/**
 * The first page of the scenario editor: the scenario's name and description, its simulation
 * settings (time step, duration, seed, threads), the extent of its environment, and what it
 * contains, each count a link to the page that edits it.
 */
public final class OverviewPage extends ScenarioFormPage {

    public static final String ID = "overview";

    /** The page's contribution to the scenario editor (org.crowdstudio.ui.editorPages). */
    public static final class Contribution extends ContributedPage {
        public Contribution() {
            super(ID, 100, OverviewPage::new);
        }
    }

    final List<AttributeField> fields = new ArrayList<>();
    private final List<Runnable> counters = new ArrayList<>();
    final Map<String, Label> contentNumbers = new LinkedHashMap<>();
    private Label formatVersion;

    public OverviewPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, Messages.OverviewPage_overview);
    }

    @Override
    protected String heading() {
        return NLS.bind(Messages.OverviewPage_scenario0, Labels.name(editing.scenario()));
    }

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        Composite left = column(body, toolkit);
        Composite right = column(body, toolkit);
        createGeneral(left, toolkit);
        createSimulation(left, toolkit);
        createContents(right, toolkit);
        createEnvironment(right, toolkit);
        selection().take(new StructuredSelection(editing.scenario()));
    }

    private void createGeneral(Composite column, FormToolkit toolkit) {
        Composite client = section(column, toolkit, Messages.OverviewPage_generalInformation,
                Messages.OverviewPage_whatTheScenarioIsCalled, 1);
        fields.add(new AttributeField(client, toolkit, editing, editing::scenario,
                ScenarioPackage.Literals.NAMED__NAME, Messages.ScenarioFormPage_name,
                SWT.SINGLE));
        fields.add(new AttributeField(client, toolkit, editing, editing::scenario, ScenarioPackage.Literals.NAMED__DESCRIPTION, Messages.ProblemsView_description,
                SWT.MULTI));
        toolkit.createLabel(client, Messages.OverviewPage_fileFormat);
        formatVersion = toolkit.createLabel(client, "");
        formatVersion.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
    }

    private void createSimulation(Composite column, FormToolkit toolkit) {
        Composite client = section(column, toolkit, Messages.OverviewPage_simulation, Messages.OverviewPage_howTheScenarioIsSimulated, 1);
        simulationField(client, toolkit, ScenarioPackage.Literals.SIMULATION_SETTINGS__TIME_STEP, Messages.OverviewPage_timeStepS);
        simulationField(client, toolkit, ScenarioPackage.Literals.SIMULATION_SETTINGS__DURATION, Messages.OverviewPage_durationS);
        simulationField(client, toolkit, ScenarioPackage.Literals.SIMULATION_SETTINGS__RANDOM_SEED, Messages.OverviewPage_randomSeed);
        simulationField(client, toolkit, ScenarioPackage.Literals.SIMULATION_SETTINGS__THREAD_COUNT, Messages.OverviewPage_threads0AllCores);
    }

    private void simulationField(Composite client, FormToolkit toolkit, EAttribute attribute, String label) {
        fields.add(new AttributeField(client, toolkit, editing, () -> editing.scenario().getSettings(), attribute, label, SWT.SINGLE));
    }

    private void createContents(Composite column, FormToolkit toolkit) {
        Composite client = section(column, toolkit, Messages.OverviewPage_contents, Messages.OverviewPage_whatTheScenarioIsMade, 1);
        for (EditorPage page : EditorPages.installed().all()) {
            for (EditorPage.Count content : page.contents()) {
                count(client, toolkit, content.label(), page.id(), scenario -> content.count().applyAsInt(scenario));
            }
        }
    }

    private void count(Composite client, FormToolkit toolkit, String what, String pageId, Function<Scenario, Integer> counter) {
        Hyperlink link = toolkit.createHyperlink(client, what, SWT.NONE);
        link.addHyperlinkListener(new HyperlinkAdapter() {
            @Override
            public void linkActivated(HyperlinkEvent event) {
                getEditor().setActivePage(pageId);
            }
        });
        Label number = toolkit.createLabel(client, "");
        number.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        counters.add(() -> number.setText(Integer.toString(counter.apply(editing.scenario()))));
        contentNumbers.put(what, number);
    }

    private void createEnvironment(Composite column, FormToolkit toolkit) {
        Composite client = section(column, toolkit, Messages.OverviewPage_environment, Messages.OverviewPage_theRectangleTheAgentsWalk, 1);
        var x = ScenarioPackage.Literals.VECTOR2__X;
        var y = ScenarioPackage.Literals.VECTOR2__Y;
        fields.add(new AttributeField(client, toolkit, editing, () -> environment() == null ? null : environment().getMin(), x, Messages.OverviewPage_westEdgeMinXM,
                SWT.SINGLE));
        fields.add(new AttributeField(client, toolkit, editing, () -> environment() == null ? null : environment().getMin(), y, Messages.OverviewPage_southEdgeMinYM,
                SWT.SINGLE));
        fields.add(new AttributeField(client, toolkit, editing, () -> environment() == null ? null : environment().getMax(), x, Messages.OverviewPage_eastEdgeMaxXM,
                SWT.SINGLE));
        fields.add(new AttributeField(client, toolkit, editing, () -> environment() == null ? null : environment().getMax(), y, Messages.OverviewPage_northEdgeMaxYM,
                SWT.SINGLE));
        toolkit.createLabel(client, Messages.OverviewPage_obstaclesAndPlaces);
        Label obstacles = toolkit.createLabel(client, "");
        obstacles.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        counters.add(() -> obstacles.setText(environment() == null ? "none"
                : environment().getObstacles().size() + " obstacles, " + environment().getPlaces().size() + " places"));
    }

    private Environment environment() {
        return editing.scenario().getEnvironment();
    }

    @Override
    public void refresh() {
        fields.forEach(AttributeField::refresh);
        counters.forEach(Runnable::run);
        formatVersion.setText("version " + editing.scenario().getFormatVersion());
    }
}
