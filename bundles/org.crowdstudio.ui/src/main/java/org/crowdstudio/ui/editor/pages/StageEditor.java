package org.crowdstudio.ui.editor.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.VelocitySource;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.ExpandableComposite;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.forms.widgets.Section;

/**
 * One stage of a steering pipeline as a section of the profiles page: which installed algorithm
 * fills it (a drop-down of the algorithms of that stage), a velocity source's weight, and the
 * chosen algorithm's {@link ParameterForm}. Built for the algorithm chosen when it was built; the
 * page builds it again when another algorithm is chosen.
 */
public final class StageEditor {

    private final PipelineSlot slot;
    private final ScenarioEditing editing;
    final Combo algorithm;
    private final List<AlgorithmDescriptor<?>> offered = new ArrayList<>();
    private final AttributeField weight;
    private final ParameterForm parameters;
    final Hyperlink remove;

    public StageEditor(Composite parent, FormToolkit toolkit, ScenarioEditing editing, PipelineSlot slot) {
        this.slot = slot;
        this.editing = editing;
        AlgorithmSettings settings = slot.settings();
        Optional<AlgorithmDescriptor<?>> chosen = settings == null ? Optional.empty()
                : editing.algorithms().find(settings.getAlgorithmId()).map(SteeringAlgorithm::descriptor);
        Section section = toolkit.createSection(parent, ExpandableComposite.TITLE_BAR | Section.DESCRIPTION);
        section.setText(slot.title() + chosen.map(found -> " — " + found.name()).orElse(""));
        section.setDescription(chosen.map(AlgorithmDescriptor::description)
                .orElse(settings == null ? Messages.StageEditor_emptyNoAlgorithmFillsThis : NLS.bind(Messages.StageEditor_algorithm0IsNotInstalled,
                        settings.getAlgorithmId())));
        section.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        remove = slot.removable() ? toolkit.createHyperlink(section, Messages.StageEditor_remove, SWT.NONE) : null;
        if (remove != null) {
            remove.setToolTipText(Messages.StageEditor_takeThisStageOutOf);
            remove.addHyperlinkListener(new HyperlinkAdapter() {
                @Override
                public void linkActivated(HyperlinkEvent event) {
                    editing.execute(slot.remove(editing.getEditingDomain()));
                }
            });
            section.setTextClient(remove);
        }
        Composite client = toolkit.createComposite(section);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 2;
        layout.horizontalSpacing = 10;
        client.setLayout(layout);
        section.setClient(client);

        toolkit.createLabel(client, Messages.StageEditor_algorithm);
        algorithm = new Combo(client, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(algorithm);
        GridData comboLayout = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        comboLayout.widthHint = 220;
        algorithm.setLayoutData(comboLayout);
        fillChoices(settings);
        algorithm.addListener(SWT.Selection, event -> choose(algorithm.getSelectionIndex()));
        weight = settings instanceof VelocitySource
                ? new AttributeField(client, toolkit, editing, slot::settings, ScenarioPackage.Literals.VELOCITY_SOURCE__WEIGHT)
                : null;
        parameters = chosen.map(found -> new ParameterForm(client, toolkit, editing, found, slot::settings)).orElse(null);
        toolkit.paintBordersFor(client);
    }

    private void fillChoices(AlgorithmSettings settings) {
        if (slot.optional()) {
            offered.add(null);
            algorithm.add("(none)");
        }
        for (AlgorithmDescriptor<?> descriptor : editing.algorithms().descriptors()) {
            if (descriptor.stage() == slot.stage()) {
                offered.add(descriptor);
                algorithm.add(descriptor.name());
            }
        }
        if (settings != null && offered.stream().noneMatch(descriptor -> descriptor != null && descriptor.id().equals(settings.getAlgorithmId()))) {
            algorithm.add(NLS.bind(Messages.StageEditor_0NotInstalled, settings.getAlgorithmId()));
        }
        algorithm.setVisibleItemCount(Math.min(12, algorithm.getItemCount()));
    }

    private void choose(int index) {
        if (index >= 0 && index < offered.size()) {
            editing.execute(slot.choose(editing.getEditingDomain(), offered.get(index)));
        } else {
            refresh();
        }
    }

    /** The stage this editor shows. */
    public PipelineSlot slot() {
        return slot;
    }

    /** The chosen algorithm's parameters, or null when no installed algorithm fills the stage. */
    public ParameterForm parameters() {
        return parameters;
    }

    public void refresh() {
        AlgorithmSettings settings = slot.settings();
        int index = -1;
        for (int i = 0; i < offered.size(); i++) {
            AlgorithmDescriptor<?> descriptor = offered.get(i);
            if (descriptor == null ? settings == null : settings != null && descriptor.id().equals(settings.getAlgorithmId())) {
                index = i;
            }
        }
        algorithm.select(index >= 0 ? index : algorithm.getItemCount() - 1);
        if (weight != null) {
            weight.refresh();
        }
        if (parameters != null) {
            parameters.refresh();
        }
    }
}
