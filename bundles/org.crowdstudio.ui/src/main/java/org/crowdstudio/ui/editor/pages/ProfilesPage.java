package org.crowdstudio.ui.editor.pages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.ContactForces;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SteeringPipeline;
import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.editor.spi.EditorPage.Count;
import org.crowdstudio.ui.editor.spi.ProfileSection;
import org.crowdstudio.ui.editor.spi.ProfileSections;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The behaviour profiles, and for the selected one its body (radius, speeds, colour), its
 * steering pipeline: how velocity sources are combined, the contact forces, and for each stage
 * which installed algorithm fills it with that algorithm's parameters, rendered from what the
 * algorithm declares ({@link StageEditor}, {@link ParameterForm}); then the sections methods
 * contribute ({@link ProfileSection}), such as the parameters its agents keep to their groups with.
 */
public final class ProfilesPage extends ScenarioFormPage {

    public static final String ID = "profiles";

    /** The page's contribution to the scenario editor (org.crowdstudio.ui.editorPages). */
    public static final class Contribution extends ContributedPage {
        public Contribution() {
            super(ID, 200, ProfilesPage::new, new Count(Messages.ProfilesPage_behaviourProfiles,
                    scenario -> scenario.getProfiles().size()));
        }
    }

    ModelTable profiles;
    Button newProfileButton;
    private Composite details;
    private FormToolkit toolkit;
    private BehaviourProfile profile;
    private List<Object> shownStructure = List.of();
    private final List<AttributeForm> forms = new ArrayList<>();
    final List<StageEditor> stages = new ArrayList<>();
    final Map<Stage<?>, Button> addButtons = new HashMap<>();
    final Map<String, ProfileSection.Content> contributed = new LinkedHashMap<>();

    public ProfilesPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, Messages.ProfilesPage_profiles);
    }

    @Override
    protected String heading() {
        return Messages.ProfilesPage_behaviourProfiles2;
    }

    @Override
    protected boolean equalColumns() {
        return false;
    }

    @Override
    protected void createContent(Composite body, FormToolkit formToolkit) {
        toolkit = formToolkit;
        Composite list = tableSection(body, toolkit, Messages.ProfilesPage_profiles, Messages.ProfilesPage_selectAProfileToEdit, 1);
        ((GridData) list.getParent().getLayoutData()).widthHint = 300;
        ((GridData) list.getParent().getLayoutData()).grabExcessHorizontalSpace = false;
        ((GridData) list.getParent().getLayoutData()).verticalAlignment = SWT.FILL;
        profiles = new ModelTable(list, toolkit, editing, 12).rows(() -> editing.scenario().getProfiles())
                .attribute(Messages.ScenarioFormPage_name, 150, ScenarioPackage.Literals.NAMED__NAME)
                .text(Messages.ProfilesPage_velocitySolver, 130, row -> solverName((BehaviourProfile) row));
        newProfileButton = toolkit.createButton(list, Messages.ProfilesPage_newProfile, SWT.PUSH);
        newProfileButton.setToolTipText(Messages.ProfilesPage_addAProfileWhoseAgents);
        newProfileButton.addListener(SWT.Selection, event -> addProfile());
        selection().follow(profiles.viewer());
        profiles.viewer().addSelectionChangedListener(event -> {
            if (profiles.selected() instanceof BehaviourProfile chosen && chosen != profile) {
                profile = chosen;
                refresh();
                getManagedForm().getForm().reflow(true);
            }
        });
        details = column(body, toolkit);
    }

    /** Adds a new profile with the pipeline new profiles start with, and shows it. */
    private void addProfile() {
        BehaviourProfile created = NewProfile.create(editing);
        editing.execute(NewProfile.add(editing, created));
        if (editing.scenario().getProfiles().contains(created)) {
            profile = created;
            refresh();
            getManagedForm().getForm().reflow(true);
        }
    }

    private String solverName(BehaviourProfile row) {
        AlgorithmSettings solver = row.getPipeline() == null ? null : row.getPipeline().getVelocitySolver();
        if (solver == null) {
            return "none";
        }
        return editing.algorithms().find(solver.getAlgorithmId()).map(found -> found.descriptor().name()).orElse(solver.getAlgorithmId());
    }

    @Override
    public void refresh() {
        List<BehaviourProfile> all = editing.scenario().getProfiles();
        if (profile == null || !all.contains(profile)) {
            profile = all.isEmpty() ? null : all.get(0);
        }
        profiles.refresh();
        if (profile != null && !profile.equals(profiles.selected())) {
            profiles.viewer().setSelection(new StructuredSelection(profile), true);
        }
        List<Object> structure = structure();
        if (!structure.equals(shownStructure)) {
            shownStructure = structure;
            buildDetails();
        }
        forms.forEach(AttributeForm::refresh);
        stages.forEach(StageEditor::refresh);
        boolean rebuilt = false;
        for (ProfileSection.Content section : contributed.values()) {
            rebuilt |= section.refresh();
        }
        if (rebuilt) {
            details.layout(true, true);
        }
    }

    /** What decides which sections the details have: the profile, its pipeline, each stage's algorithm. */
    private List<Object> structure() {
        List<Object> structure = new ArrayList<>();
        structure.add(profile);
        SteeringPipeline pipeline = profile == null ? null : profile.getPipeline();
        structure.add(pipeline);
        if (pipeline != null) {
            pipeline.getWaypointModifiers().forEach(stage -> structure.add(stage.getAlgorithmId()));
            structure.add("|");
            pipeline.getVelocitySources().forEach(stage -> structure.add(stage.getAlgorithmId()));
            structure.add("|");
            structure.add(pipeline.getVelocitySolver() == null ? null : pipeline.getVelocitySolver().getAlgorithmId());
            structure.add(pipeline.getOrientation() == null ? null : pipeline.getOrientation().getAlgorithmId());
            structure.add(pipeline.getContactForces());
        }
        return structure;
    }

    private void buildDetails() {
        for (Control child : details.getChildren()) {
            child.dispose();
        }
        forms.clear();
        stages.clear();
        addButtons.clear();
        contributed.clear();
        if (profile == null) {
            Composite client = section(details, toolkit, Messages.AgentsPage_profile, null, 1);
            note(client, toolkit, Messages.ProfilesPage_theScenarioHasNoBehaviour);
        } else {
            buildBody();
            buildPipeline();
            buildContributedSections();
        }
        details.layout(true, true);
    }

    private void buildBody() {
        Composite client = section(details, toolkit, NLS.bind(Messages.ProfilesPage_profile0,
                Labels.name(profile)), Messages.ProfilesPage_theBodyAndSpeedsEvery, 1);
        forms.add(new AttributeForm(client, toolkit, editing, () -> profile, ScenarioPackage.Literals.NAMED__NAME,
                ScenarioPackage.Literals.NAMED__DESCRIPTION, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__RADIUS,
                ScenarioPackage.Literals.BEHAVIOUR_PROFILE__MASS, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__PREFERRED_SPEED,
                ScenarioPackage.Literals.BEHAVIOUR_PROFILE__MAX_SPEED, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__COLOR));
    }

    private void buildPipeline() {
        SteeringPipeline pipeline = profile.getPipeline();
        Composite client = section(details, toolkit, Messages.ProfilesPage_steeringPipeline,
                Messages.ProfilesPage_eachFrameEveryAgentS, 1);
        if (pipeline == null) {
            note(client, toolkit, Messages.ProfilesPage_thisProfileHasNoSteering);
            Button add = toolkit.createButton(client, Messages.ProfilesPage_addASteeringPipeline, SWT.PUSH);
            add.setToolTipText(Messages.ProfilesPage_goalReachingNavigationRoundWalls);
            add.addListener(SWT.Selection, event -> editing.execute(NewProfile.addPipeline(editing, profile)));
            return;
        }
        forms.add(new AttributeForm(client, toolkit, editing, this::pipeline, ScenarioPackage.Literals.STEERING_PIPELINE__COMBINATION));
        ContactForces contacts = pipeline.getContactForces();
        if (contacts == null) {
            note(client, toolkit, Messages.ProfilesPage_noContactForcesAgentsMay);
        } else {
            forms.add(new AttributeForm(client, toolkit, editing, () -> pipeline() == null ? null : pipeline().getContactForces(),
                    ScenarioPackage.Literals.CONTACT_FORCES__AGENT_STIFFNESS, ScenarioPackage.Literals.CONTACT_FORCES__OBSTACLE_STIFFNESS));
        }
        addButtons(client);
        int modifiers = pipeline.getWaypointModifiers().size();
        for (int i = 0; i < modifiers; i++) {
            stage(new PipelineSlot(numbered(Messages.ProfilesPage_waypointModifier, i, modifiers), Stage.WAYPOINT_MODIFIER, this::pipeline,
                    ScenarioPackage.Literals.STEERING_PIPELINE__WAYPOINT_MODIFIERS, i));
        }
        int sources = pipeline.getVelocitySources().size();
        for (int i = 0; i < sources; i++) {
            stage(new PipelineSlot(numbered(Messages.ProfilesPage_velocitySource, i, sources), Stage.VELOCITY_SOURCE, this::pipeline,
                    ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOURCES, i));
        }
        stage(new PipelineSlot(Messages.ProfilesPage_velocitySolver2,
                Stage.VELOCITY_SOLVER, this::pipeline, ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOLVER, 0));
        stage(new PipelineSlot(Messages.ProfilesPage_orientation,
                Stage.ORIENTATION, this::pipeline, ScenarioPackage.Literals.STEERING_PIPELINE__ORIENTATION, 0));
    }

    /** The sections methods add; one that fails to build is left out and logged, the page still shows. */
    private void buildContributedSections() {
        for (ProfileSection contribution : ProfileSections.all()) {
            Composite client = section(details, toolkit, contribution.title(), contribution.description(), 1);
            try {
                ProfileSection.Content content = contribution.create(client, toolkit, editing, () -> profile);
                content.refresh();
                contributed.put(contribution.id(), content);
            } catch (RuntimeException broken) {
                client.getParent().dispose();
                ILog.of(contribution.getClass()).log(Status.error(NLS.bind(Messages.ProfilesPage_theProfileSection0Could,
                        contribution.id()), broken));
            }
        }
    }

    /** Buttons that append a waypoint modifier or a velocity source, filled by the first installed algorithm of that stage. */
    private void addButtons(Composite client) {
        Composite row = toolkit.createComposite(client);
        row.setLayout(new RowLayout(SWT.HORIZONTAL));
        addButton(row, Messages.ProfilesPage_addWaypointModifier,
                Stage.WAYPOINT_MODIFIER, ScenarioPackage.Literals.STEERING_PIPELINE__WAYPOINT_MODIFIERS);
        addButton(row, Messages.ProfilesPage_addVelocitySource,
                Stage.VELOCITY_SOURCE, ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOURCES);
    }

    private void addButton(Composite row, String text, Stage<?> stage, EReference list) {
        Optional<AlgorithmDescriptor<?>> first = editing.algorithms().descriptors().stream().filter(descriptor -> descriptor.stage() == stage)
                .findFirst();
        Button button = toolkit.createButton(row, text, SWT.PUSH);
        button.setEnabled(first.isPresent());
        button.setToolTipText(first.map(algorithm -> NLS.bind(Messages.ProfilesPage_appendAStageFilledBy, algorithm.name()))
                .orElse(Messages.ProfilesPage_noAlgorithmOfThisStage));
        button.addListener(SWT.Selection,
                event -> first.ifPresent(algorithm -> editing.execute(PipelineSlot.append(editing.getEditingDomain(), pipeline(), list, algorithm))));
        addButtons.put(stage, button);
    }

    private static String numbered(String title, int index, int count) {
        return count == 1 ? title : title + " " + (index + 1);
    }

    private void stage(PipelineSlot slot) {
        stages.add(new StageEditor(details, toolkit, editing, slot));
    }

    private SteeringPipeline pipeline() {
        return profile == null ? null : profile.getPipeline();
    }
}
