package org.crowdstudio.ui.fields;

import java.util.List;
import java.util.function.Consumer;

import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The keyframes of a parametric field (IF paper §4.4) as a strip of buttons, one per keyframe
 * labelled with its parameter value, and the controls to add one (empty or a copy of the current
 * sketch, the usual start), remove one and set the current one's value.
 */
final class KeyframeStrip {

    private final Composite strip;
    private final Composite buttons;
    private final Label parameterLabel;
    private final Text value;
    private final Button remove;
    private InteractionField field;
    private Keyframe current;
    private SketchEdits edits;
    private Consumer<Keyframe> chosen = keyframe -> {
    };

    KeyframeStrip(Composite parent) {
        strip = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(7, false);
        layout.marginHeight = 2;
        strip.setLayout(layout);
        new Label(strip, SWT.NONE).setText(Messages.KeyframeStrip_keyframes);
        buttons = new Composite(strip, SWT.NONE);
        RowLayout row = new RowLayout();
        row.marginTop = 0;
        row.marginBottom = 0;
        buttons.setLayout(row);
        buttons.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        parameterLabel = new Label(strip, SWT.NONE);
        value = new Text(strip, SWT.BORDER | SWT.RIGHT);
        value.setLayoutData(new GridData(70, SWT.DEFAULT));
        value.setToolTipText(Messages.KeyframeStrip_theParameterValueAtWhich);
        value.addListener(SWT.DefaultSelection, event -> applyValue());
        Button addEmpty = new Button(strip, SWT.PUSH);
        addEmpty.setText(Messages.KeyframeStrip_add);
        addEmpty.setToolTipText(Messages.KeyframeStrip_addAnEmptyKeyframeAfter);
        addEmpty.addListener(SWT.Selection, event -> add(false));
        Button addCopy = new Button(strip, SWT.PUSH);
        addCopy.setText(Messages.KeyframeStrip_addCopy);
        addCopy.setToolTipText(Messages.KeyframeStrip_addAKeyframeAfterThis);
        addCopy.addListener(SWT.Selection, event -> add(true));
        remove = new Button(strip, SWT.PUSH);
        remove.setText(Messages.KeyframeStrip_remove);
        remove.setToolTipText(Messages.KeyframeStrip_removeThisKeyframeAField);
        remove.addListener(SWT.Selection, event -> {
            if (current != null && field.getKeyframes().size() > 1) {
                Keyframe gone = current;
                int index = field.getKeyframes().indexOf(gone);
                edits.removeKeyframe(gone);
                chosen.accept(field.getKeyframes().get(Math.max(0, index - 1)));
            }
        });
    }

    Control control() {
        return strip;
    }

    void onChoice(Consumer<Keyframe> listener) {
        chosen = listener;
    }

    void show(InteractionField newField, Keyframe newCurrent, SketchEdits newEdits) {
        field = newField;
        current = newCurrent;
        edits = newEdits;
        refresh();
    }

    /** Rebuilds the buttons from the model (after any change, undo included). */
    void refresh() {
        for (Control old : buttons.getChildren()) {
            old.dispose();
        }
        List<Keyframe> keyframes = field == null ? List.of() : field.getKeyframes();
        for (Keyframe keyframe : keyframes) {
            Button button = new Button(buttons, SWT.TOGGLE);
            button.setText(label(keyframe));
            button.setSelection(keyframe == current);
            button.addListener(SWT.Selection, event -> chosen.accept(keyframe));
        }
        boolean parametric = field != null && isParametric(field);
        parameterLabel.setText(field == null ? "" : parametric ? parameterName(field.getParameter()) + ":"
                : field.getParameter() == FieldParameter.LINKED_ANGLE ? "(rotation-linked)" : Messages.KeyframeStrip_notParametric);
        value.setEnabled(current != null && parametric);
        value.setText(current == null ? "" : format(current.getParameterValue()));
        remove.setEnabled(keyframes.size() > 1);
        strip.layout(true, true);
    }

    private void add(boolean copy) {
        if (field == null) {
            return;
        }
        double next = current == null ? 0 : current.getParameterValue() + 1;
        chosen.accept(edits.addKeyframe(field, current, copy, next));
    }

    private void applyValue() {
        if (current == null) {
            return;
        }
        try {
            double parsed = Double.parseDouble(value.getText().trim());
            if (Double.isFinite(parsed) && parsed != current.getParameterValue()) {
                edits.setParameterValue(current, parsed);
            }
            value.setBackground(null);
            value.setToolTipText(Messages.KeyframeStrip_theParameterValueAtWhich);
        } catch (NumberFormatException notANumber) {
            value.setBackground(value.getDisplay().getSystemColor(SWT.COLOR_YELLOW));
            value.setToolTipText(NLS.bind(Messages.KeyframeStrip_0IsNotANumber, value.getText()));
        }
    }

    /** Keyed over a parameter; a rotation link turns the field but keys nothing (IF paper §4.4.2). */
    private static boolean isParametric(InteractionField field) {
        return field.getParameter() != FieldParameter.NONE && field.getParameter() != FieldParameter.LINKED_ANGLE;
    }

    private String label(Keyframe keyframe) {
        if (!isParametric(field)) {
            return NLS.bind(Messages.KeyframeStrip_sketch0, (field.getKeyframes().indexOf(keyframe) + 1));
        }
        return format(keyframe.getParameterValue()) + " " + unit(field.getParameter());
    }

    private static String parameterName(FieldParameter parameter) {
        return switch (parameter) {
            case SOURCE_SPEED -> Messages.KeyframeStrip_sourceSpeedMS;
            case SIMULATION_TIME -> Messages.KeyframeStrip_timeS;
            case LOCAL_DENSITY -> Messages.KeyframeStrip_densityAgentsM;
            case LINKED_DISTANCE -> Messages.KeyframeStrip_distanceToLinkM;
            default -> parameter.getLiteral();
        };
    }

    private static String unit(FieldParameter parameter) {
        return switch (parameter) {
            case SOURCE_SPEED -> "m/s";
            case SIMULATION_TIME -> "s";
            case LOCAL_DENSITY -> "/m²";
            case LINKED_DISTANCE -> "m";
            default -> "";
        };
    }

    private static String format(double number) {
        return number == Math.rint(number) && Math.abs(number) < 1e9 ? String.format("%.1f", number) : Double.toString(number);
    }
}
