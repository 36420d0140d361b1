package org.crowdstudio.ui.simulation;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.ObjDoubleConsumer;

import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.LiveControl;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;

/**
 * The Simulation view's sliders, one per live control the run's methods declare
 * ({@link GlobalValues#controls()}: the social layer's GlobalInterest, a third party's own), so the
 * view names none. Each starts at the value the run begins with and sets it while the run plays.
 */
final class LiveControls {

    /** Slider positions across a control's range. */
    private static final int STEPS = 200;

    private final Composite row;
    private final ObjDoubleConsumer<String> set;
    final Map<String, Scale> sliders = new LinkedHashMap<>();

    /** @param set called with a control's name and its new value when the artist moves its slider */
    LiveControls(Composite parent, ObjDoubleConsumer<String> set) {
        this.row = new Composite(parent, SWT.NONE);
        RowLayout layout = new RowLayout();
        layout.center = true;
        row.setLayout(layout);
        this.set = set;
    }

    /** Shows the sliders of a new run's declared controls, each at the value the run starts with. */
    void show(GlobalValues globals) {
        for (Control old : row.getChildren()) {
            old.dispose();
        }
        sliders.clear();
        for (LiveControl control : globals.controls()) {
            new Label(row, SWT.NONE).setText(control.label() + ":");
            Scale slider = new Scale(row, SWT.HORIZONTAL);
            slider.setMinimum(0);
            slider.setMaximum(STEPS);
            slider.setPageIncrement(STEPS / 20);
            slider.setToolTipText(control.description());
            Label shown = new Label(row, SWT.NONE);
            double start = Math.clamp(globals.value(control.name(), control.min()), control.min(), control.max());
            slider.setSelection((int) Math.round((start - control.min()) / (control.max() - control.min()) * STEPS));
            shown.setText(format(start));
            slider.addListener(SWT.Selection, event -> {
                double value = control.min() + (control.max() - control.min()) * slider.getSelection() / STEPS;
                shown.setText(format(value));
                set.accept(control.name(), value);
            });
            sliders.put(control.name(), slider);
        }
        row.getParent().layout(true, true);
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

}
