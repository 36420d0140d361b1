package org.crowdstudio.ui.social;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.crowdstudio.model.scenario.AllClearEvent;
import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.ParameterCurve;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SetGlobalInterestEvent;
import org.crowdstudio.model.scenario.SocialSettings;
import org.crowdstudio.model.scenario.SocialTraits;
import org.crowdstudio.model.scenario.Timeline;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.ui.editor.pages.AttributeForm;
import org.crowdstudio.ui.editor.pages.AttributeValues;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ModelTable;
import org.crowdstudio.ui.editor.pages.ObjectForm;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.pages.ScenarioFormPage;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.editor.spi.EditorPage.Count;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The social layer (transactional analysis): its rates, distances and thresholds, the per-agent
 * distributions of friendship angle and mood that profiles and populations draw from, the
 * GlobalInterest timeline and the timeline's events.
 */
public final class SocialPage extends ScenarioFormPage {

    public static final String ID = "social";

    /** The page's contribution to the scenario editor (org.crowdstudio.ui.editorPages). */
    public static final class Contribution extends ContributedPage {
        public Contribution() {
            super(ID, 500, SocialPage::new,
                    new Count("Timeline events", scenario -> scenario.getTimeline() == null ? 0 : scenario.getTimeline().getEvents().size()));
        }
    }

    private static final String GLOBAL_INTEREST = "globalInterest";

    private AttributeForm settings;
    private Button enable;
    private ModelTable traits;
    private ObjectForm distribution;
    private ModelTable keys;
    private TimelinePlot plot;
    private ModelTable events;

    public SocialPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, "Social");
    }

    @Override
    protected String heading() {
        return "Social Behaviour";
    }

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        Composite left = column(body, toolkit);
        Composite right = column(body, toolkit);
        createSettings(left, toolkit);
        createTraits(left, toolkit);
        createTimeline(right, toolkit);
        createEvents(right, toolkit);
    }

    private void createSettings(Composite column, FormToolkit toolkit) {
        Composite client = section(column, toolkit, "Social Settings",
                "How interest recovers and decays, how close agents greet and talk, and the initial GlobalInterest.", 1);
        enable = toolkit.createButton(client, "Add social settings to this scenario", SWT.PUSH);
        enable.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        enable.addListener(SWT.Selection, event -> editing.execute(SetCommand.create(editing.getEditingDomain(), editing.scenario(),
                ScenarioPackage.Literals.SCENARIO__SOCIAL, ScenarioFactory.eINSTANCE.createSocialSettings())));
        List<EAttribute> attributes = ScenarioPackage.Literals.SOCIAL_SETTINGS.getEAllAttributes();
        settings = new AttributeForm(client, toolkit, editing, () -> editing.scenario().getSocial(), attributes.toArray(EAttribute[]::new));
    }

    private void createTraits(Composite column, FormToolkit toolkit) {
        Composite client = tableSection(column, toolkit, "Social Traits",
                "The distributions each agent's friendship angle and mood are drawn from. Select one to edit its values.", 1);
        traits = new ModelTable(client, toolkit, editing, 5).rows(this::distributions)
                .text("Drawn for", 130, row -> Labels.name(((EObject) row).eContainer().eContainer()))
                .text("Trait", 110, row -> Labels.words(((EObject) row).eContainingFeature().getName()))
                .text("Distribution", 220, row -> summary((Distribution) row));
        selection().follow(traits.viewer());
        distribution = new ObjectForm(client, toolkit, editing, "Select a distribution above to edit its values.");
        distribution.control().setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        traits.viewer().addSelectionChangedListener(event -> {
            if (distribution.show(traits.selected() instanceof Distribution chosen ? chosen : null)) {
                getManagedForm().getForm().reflow(true);
            }
        });
    }

    private void createTimeline(Composite column, FormToolkit toolkit) {
        Composite client = tableSection(column, toolkit, "GlobalInterest Timeline",
                "GlobalInterest keyed over time (linear between keys, held before the first and after the last).", 1);
        plot = new TimelinePlot(client, this::globalInterestKeys);
        keys = new ModelTable(client, toolkit, editing, 6).rows(this::globalInterestKeys)
                .attribute("Time (s)", 100, ScenarioPackage.Literals.TIME_KEY__TIME)
                .attribute("GlobalInterest", 120, ScenarioPackage.Literals.TIME_KEY__VALUE);
        selection().follow(keys.viewer());
    }

    private void createEvents(Composite column, FormToolkit toolkit) {
        Composite client = tableSection(column, toolkit, "Timeline Events",
                "Named events: with a time they fire then; without one the artist fires them from the Simulation view.", 1);
        events = new ModelTable(client, toolkit, editing, 6).rows(this::timelineEvents)
                .attribute("Name", 150, ScenarioPackage.Literals.NAMED__NAME)
                .text("Kind", 120, row -> Labels.words(((EObject) row).eClass().getName()).replace(" event", ""))
                .attribute("Time (s)", 80, ScenarioPackage.Literals.TIMELINE_EVENT__TIME)
                .text("Effect", 200, row -> effect((TimelineEvent) row));
        selection().follow(events.viewer());
    }

    private List<Distribution> distributions() {
        List<SocialTraits> owners = new ArrayList<>();
        editing.scenario().getProfiles().forEach(profile -> owners.add(profile.getSocialTraits()));
        editing.scenario().getPopulations().forEach(population -> owners.add(population.getSocialTraits()));
        List<Distribution> found = new ArrayList<>();
        for (SocialTraits owner : owners) {
            if (owner != null) {
                if (owner.getFriendshipAngle() != null) {
                    found.add(owner.getFriendshipAngle());
                }
                if (owner.getMood() != null) {
                    found.add(owner.getMood());
                }
            }
        }
        return found;
    }

    private List<?> globalInterestKeys() {
        Timeline timeline = editing.scenario().getTimeline();
        if (timeline == null) {
            return List.of();
        }
        return timeline.getCurves().stream().filter(curve -> GLOBAL_INTEREST.equals(curve.getParameter())).findFirst()
                .map(ParameterCurve::getKeys).map(List::copyOf).orElse(List.of());
    }

    private List<?> timelineEvents() {
        Timeline timeline = editing.scenario().getTimeline();
        return timeline == null ? List.of() : timeline.getEvents();
    }

    /** A distribution in a few words: "Uniform: min 0.6, max 0.9". */
    static String summary(Distribution distribution) {
        String values = distribution.eClass().getEAllAttributes().stream().filter(attribute -> distribution.eGet(attribute) != null)
                .map(attribute -> Labels.words(attribute.getName()).toLowerCase(java.util.Locale.ROOT) + " "
                        + AttributeValues.format(attribute, distribution.eGet(attribute)))
                .collect(Collectors.joining(", "));
        String kind = Labels.words(distribution.eClass().getName()).replace(" distribution", "");
        return values.isEmpty() ? kind : kind + ": " + values;
    }

    private static String effect(TimelineEvent event) {
        return switch (event) {
            case SetGlobalInterestEvent set -> "GlobalInterest to " + AttributeValues.number(set.getValue());
            case FireAlarmEvent alarm -> "GlobalInterest to " + AttributeValues.number(alarm.getGlobalInterest()) + ", everyone to the exits";
            case GroupChangeEvent change -> "Group " + Labels.name(change.getGroup())
                    + (change.isSetFormation() ? " walks " + Labels.literal(change.getFormation().getLiteral()) : "");
            case AllClearEvent clear -> "Restores GlobalInterest and everyone's goals";
            default -> "";
        };
    }

    /** The social settings' fields, for the workbench's tests. */
    public AttributeForm settings() {
        return settings;
    }

    /** The events' table, for the workbench's tests. */
    public ModelTable events() {
        return events;
    }

    @Override
    public void refresh() {
        SocialSettings social = editing.scenario().getSocial();
        enable.setVisible(social == null);
        ((GridData) enable.getLayoutData()).exclude = social != null;
        settings.refresh();
        traits.refresh();
        distribution.show(traits.selected() instanceof Distribution chosen && chosen.eResource() != null ? chosen : null);
        keys.refresh();
        plot.refresh();
        events.refresh();
    }
}
