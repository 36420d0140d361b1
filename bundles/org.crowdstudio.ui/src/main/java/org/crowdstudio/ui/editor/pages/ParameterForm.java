package org.crowdstudio.ui.editor.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The parameters of a steering algorithm as a form, rendered from what the algorithm declares
 * (its {@link org.crowdstudio.engine.spi.ParameterDescriptor}s): a row per parameter with a widget
 * for its kind, its range and unit, its description as tooltip, its default where the scenario
 * stores no value. Nothing here knows any particular algorithm, so an algorithm a plug-in
 * contributes gets its form without code in the workbench.
 */
public final class ParameterForm {

    private final Composite body;
    final List<ParameterRow> rows = new ArrayList<>();

    /** @param settings the stage whose values are shown and edited, asked for on every use */
    public ParameterForm(Composite parent, FormToolkit toolkit, ScenarioEditing editing, AlgorithmDescriptor<?> algorithm,
            Supplier<AlgorithmSettings> settings) {
        body = toolkit.createComposite(parent);
        GridLayout layout = new GridLayout(4, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.horizontalSpacing = 8;
        layout.verticalSpacing = 5;
        body.setLayout(layout);
        body.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        if (algorithm.parameters().isEmpty()) {
            toolkit.createLabel(body, NLS.bind(Messages.ParameterForm_0TakesNoParameters,
                    algorithm.name())).setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 4, 1));
        }
        algorithm.parameters().forEach(parameter -> rows.add(new ParameterRow(body, toolkit, editing, parameter, settings)));
        toolkit.paintBordersFor(body);
        refresh();
    }

    public Control control() {
        return body;
    }

    /** The widget of a declared parameter, by the parameter's id. */
    public Control control(String parameterId) {
        return rows.stream().filter(row -> row.parameter().id().equals(parameterId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no parameter " + parameterId)).control();
    }

    /** Shows the stored values (or the defaults) again. */
    public void refresh() {
        rows.forEach(ParameterRow::refresh);
    }
}
