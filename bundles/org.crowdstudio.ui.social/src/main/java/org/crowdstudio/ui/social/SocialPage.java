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
import org.eclipse.osgi.util.NLS;
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
                    new Count(Messages.SocialPage_timelineEvents, scenario -> scenario.getTimeline() == null ? 0 : scenario.getTimeline().getEvents().size()));
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
        super(editor, editing, ID, Messages.SocialPage_social);
    }

    @Override
    protected String heading() {
        return Messages.SocialPage_socialBehaviour;
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
        Composite client = section(column, toolkit, Messages.SocialPage_socialSettings,
                Messages.SocialPage_howInterestRecoversAndDecays, 1);
        enable = toolkit.createButton(client, Messages.SocialPage_addSocialSettingsToThis, SWT.PUSH);
        enable.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        enable.addListener(SWT.Selection, event -> editing.execute(SetCommand.create(editing.getEditingDomain(), editing.scenario(),
                ScenarioPackage.Literals.SCENARIO__SOCIAL, ScenarioFactory.eINSTANCE.createSocialSettings())));
        List<EAttribute> attributes = ScenarioPackage.Literals.SOCIAL_SETTINGS.getEAllAttributes();
        settings = new AttributeForm(client, toolkit, editing, () -> editing.scenario().getSocial(), attributes.toArray(EAttribute[]::new));
    }

    private void createTraits(Composite column, FormToolkit toolkit) {
        Composite client = tableSection(column, toolkit, Messages.SocialPage_socialTraits,
                Messages.SocialPage_theDistributionsEachAgentS, 1);
        traits = new ModelTable(client, toolkit, editing, 5).rows(this::distributions)
                .text(Messages.SocialPage_drawnFor, 130, row -> Labels.name(((EObject) row).eContainer().eContainer()))
                .text(Messages.SocialPage_trait, 110, row -> Labels.words(((EObject) row).eContainingFeature().getName()))
                .text(Messages.SocialPage_distribution, 220, row -> summary((Distribution) row));
        selection().follow(traits.viewer());
        distribution = new ObjectForm(client, toolkit, editing, Messages.SocialPage_selectADistributionAboveTo);
        distribution.control().setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        traits.viewer().addSelectionChangedListener(event -> {
            if (distribution.show(traits.selected() instanceof Distribution chosen ? chosen : null)) {
                getManagedForm().getForm().reflow(true);
            }
        });
    }

    private void createTimeline(Composite column, FormToolkit toolkit) {
        Composite client = tableSection(column, toolkit, Messages.SocialPage_globalinterestTimeline,
                Messages.SocialPage_globalinterestKeyedOverTimeLinear, 1);
        plot = new TimelinePlot(client, this::globalInterestKeys);
        keys = new ModelTable(client, toolkit, editing, 6).rows(this::globalInterestKeys)
                .attribute(Messages.SocialPage_timeS, 100, ScenarioPackage.Literals.TIME_KEY__TIME)
                .attribute(Messages.SocialPage_globalinterest, 120, ScenarioPackage.Literals.TIME_KEY__VALUE);
        selection().follow(keys.viewer());
    }

    private void createEvents(Composite column, FormToolkit toolkit) {
        Composite client = tableSection(column, toolkit, Messages.SocialPage_timelineEvents2,
                Messages.SocialPage_namedEventsWithATime, 1);
        events = new ModelTable(client, toolkit, editing, 6).rows(this::timelineEvents)
                .attribute(Messages.SocialPage_name, 150, ScenarioPackage.Literals.NAMED__NAME)
                .text(Messages.SocialPage_kind, 120, row -> Labels.words(((EObject) row).eClass().getName()).replace(" event", ""))
                .attribute(Messages.SocialPage_timeS, 80, ScenarioPackage.Literals.TIMELINE_EVENT__TIME)
                .text(Messages.SocialPage_effect, 200, row -> effect((TimelineEvent) row));
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
            case SetGlobalInterestEvent set -> NLS.bind(Messages.SocialPage_globalinterestTo0, AttributeValues.number(set.getValue()));
            case FireAlarmEvent alarm -> NLS.bind(Messages.SocialPage_globalinterestTo0EveryoneTo,
                    AttributeValues.number(alarm.getGlobalInterest()));
            case GroupChangeEvent change -> change.isSetFormation()
                    ? NLS.bind(Messages.SocialPage_group0Walks1, Labels.name(change.getGroup()), Labels.literal(change.getFormation().getLiteral()))
                    : NLS.bind(Messages.SocialPage_group0, Labels.name(change.getGroup()));
            case AllClearEvent clear -> Messages.SocialPage_restoresGlobalinterestAndEveryoneS;
            default -> "";
        };
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
