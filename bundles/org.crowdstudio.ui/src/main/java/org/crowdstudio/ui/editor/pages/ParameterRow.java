package org.crowdstudio.ui.editor.pages;

import java.util.Objects;
import java.util.function.Supplier;

import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.ParameterType;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Hyperlink;

/**
 * One declared algorithm parameter on a form, in four cells: its name, a widget for its kind
 * (text for a real number, checked against the declared range; a spinner for a whole number; a
 * check box for yes/no; a drop-down for a choice; text for a text), its unit, and whether the
 * value is the default or a link that resets it to the default. A parameter the scenario does not
 * store shows its default.
 */
final class ParameterRow {

    private final ScenarioEditing editing;
    private final ParameterDescriptor<?> parameter;
    private final Supplier<AlgorithmSettings> settings;
    private final Control control;
    private final Label defaultMark;
    private final Hyperlink reset;
    private ErrorMark error;
    private String shown = "";

    ParameterRow(Composite parent, FormToolkit toolkit, ScenarioEditing editing, ParameterDescriptor<?> parameter,
            Supplier<AlgorithmSettings> settings) {
        this.editing = editing;
        this.parameter = parameter;
        this.settings = settings;
        String help = help(parameter);
        Label name = toolkit.createLabel(parent, Labels.words(parameter.id()) + ":");
        name.setToolTipText(help);
        control = switch (parameter.type()) {
            case REAL, TEXT -> text(parent, toolkit);
            case INTEGER -> spinner(parent, toolkit);
            case BOOLEAN -> check(parent, toolkit);
            case CHOICE -> choice(parent, toolkit);
        };
        control.setToolTipText(help);
        GridData layout = new GridData(parameter.type() == ParameterType.BOOLEAN ? SWT.LEFT : SWT.FILL, SWT.CENTER,
                false, false);
        layout.widthHint = parameter.type() == ParameterType.BOOLEAN ? SWT.DEFAULT : 110;
        control.setLayoutData(layout);
        Label unit = toolkit.createLabel(parent, parameter.unit());
        unit.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
        Composite state = toolkit.createComposite(parent);
        state.setLayout(new StackLayout());
        state.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, true, false));
        defaultMark = toolkit.createLabel(state, Messages.ParameterRow_default);
        defaultMark.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        defaultMark.setToolTipText(Messages.ParameterRow_theScenarioDoesNotSet);
        reset = toolkit.createHyperlink(state, Messages.ParameterRow_resetToDefault, SWT.NONE);
        reset.setToolTipText(NLS.bind(Messages.ParameterRow_removeTheValueFromThe, defaultWithUnit(parameter)));
        reset.addHyperlinkListener(new HyperlinkAdapter() {
            @Override
            public void linkActivated(HyperlinkEvent event) {
                editing.execute(ParameterEdit.reset(editing.getEditingDomain(), settings.get(), parameter.id()));
            }
        });
    }

    ParameterDescriptor parameter() {
        return parameter;
    }

    Control control() {
        return control;
    }

    private Control text(Composite parent, FormToolkit toolkit) {
        Text text = toolkit.createText(parent, "", SWT.SINGLE | (parameter.type() == ParameterType.REAL ? SWT.RIGHT : SWT.LEFT));
        text.addListener(SWT.DefaultSelection, event -> commitText(text));
        text.addListener(SWT.FocusOut, event -> commitText(text));
        return text;
    }

    private Control spinner(Composite parent, FormToolkit toolkit) {
        Spinner spinner = new Spinner(parent, SWT.BORDER);
        toolkit.adapt(spinner);
        spinner.setMinimum((int) Math.max(Integer.MIN_VALUE, parameter.min()));
        spinner.setMaximum((int) Math.min(Integer.MAX_VALUE, parameter.max()));
        spinner.addListener(SWT.Selection, event -> commit((long) spinner.getSelection()));
        spinner.addListener(SWT.DefaultSelection, event -> commit((long) spinner.getSelection()));
        spinner.addListener(SWT.FocusOut, event -> commit((long) spinner.getSelection()));
        return spinner;
    }

    private Control check(Composite parent, FormToolkit toolkit) {
        Button check = toolkit.createButton(parent, "", SWT.CHECK);
        check.addListener(SWT.Selection, event -> commit(check.getSelection()));
        return check;
    }

    private Control choice(Composite parent, FormToolkit toolkit) {
        Combo combo = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(combo);
        parameter.choices().forEach(combo::add);
        combo.addListener(SWT.Selection, event -> commit(combo.getText()));
        return combo;
    }

    /** Shows the stored value, or the default and that it is the default. */
    void refresh() {
        if (control.isDisposed()) {
            return;
        }
        AlgorithmSettings current = settings.get();
        control.setEnabled(current != null);
        Object value = ParameterEdit.effective(current, parameter);
        switch (control) {
            case Text text -> {
                shown = text(value);
                if (!text.getText().equals(shown)) {
                    text.setText(shown);
                }
                showError(null);
            }
            case Spinner spinner -> {
                int number = (int) ((Number) value).longValue();
                if (spinner.getSelection() != number) {
                    spinner.setSelection(number);
                }
            }
            case Button check -> check.setSelection(Boolean.TRUE.equals(value));
            case Combo combo -> combo.select(parameter.choices().indexOf(String.valueOf(value)));
            default -> throw new IllegalStateException("unexpected widget " + control);
        }
        boolean isStored = ParameterEdit.stored(current, parameter.id()).isPresent();
        StackLayout stack = (StackLayout) defaultMark.getParent().getLayout();
        Control top = isStored ? reset : defaultMark;
        if (stack.topControl != top) {
            stack.topControl = top;
            defaultMark.getParent().layout();
        }
    }

    private void commitText(Text text) {
        if (text.getText().equals(shown)) {
            showError(null);
            return;
        }
        if (parameter.type() == ParameterType.TEXT) {
            commit(text.getText());
            return;
        }
        double number;
        try {
            number = Double.parseDouble(text.getText().trim());
        } catch (NumberFormatException notANumber) {
            showError(NLS.bind(Messages.ParameterRow_0IsNotANumber, text.getText()));
            return;
        }
        if (number < parameter.min() || number > parameter.max()) {
            showError(NLS.bind(Messages.ParameterRow_0MustBeBetween1,
                    Labels.words(parameter.id()), ParameterWords.number(parameter.min()),
                    ParameterWords.number(parameter.max()), unitSuffix()));
            return;
        }
        showError(null);
        commit(number);
    }

    private void commit(Object value) {
        AlgorithmSettings current = settings.get();
        if (current == null || Objects.equals(ParameterEdit.effective(current, parameter), value)) {
            return;
        }
        editing.execute(ParameterEdit.set(editing.getEditingDomain(), current, parameter, value));
    }

    private void showError(String message) {
        if (error == null) {
            error = new ErrorMark(control);
        }
        error.show(message);
    }

    private String unitSuffix() {
        return parameter.unit().isEmpty() ? "" : " " + parameter.unit();
    }

    private static String text(Object value) {
        return value instanceof Double number ? AttributeValues.number(number) : String.valueOf(value);
    }

    private static String help(ParameterDescriptor<?> parameter) {
        StringBuilder help = new StringBuilder(parameter.description());
        String range = ParameterWords.isNumber(parameter) ? ParameterWords.range(parameter) : "";
        if (!range.isEmpty()) {
            help.append(NLS.bind(Messages.ParameterRow_range0, range));
        }
        help.append(NLS.bind(Messages.ParameterRow_default0, defaultWithUnit(parameter)));
        help.append(Messages.ParameterRow_keyInTheScenarioFile).append(parameter.id());
        return help.toString().strip();
    }

    /** The default as the artist reads it: "2 s", "true", "calm". */
    private static String defaultWithUnit(ParameterDescriptor<?> parameter) {
        return ParameterWords.value(parameter, parameter.defaultValue())
                + (ParameterWords.isNumber(parameter) ? ParameterWords.unit(parameter) : "");
    }
}
