package org.crowdstudio.ui.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.crowdstudio.sweep.SweepAxis;
import org.crowdstudio.sweep.SweepException;
import org.crowdstudio.sweep.SweepPlan;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * The Sweep dialog of a scenario: up to two values to vary, picked from what the parameter forms
 * show ({@link SweepablePaths}), each with values ({@code 1,2,3}) or a range ({@code 1:45:4}); runs
 * per point; the simulated seconds of a run; here or on a Spark cluster; the folder the results go
 * to. What is typed is checked as the command line checks it, and OK stays off until it reads.
 */
public final class SweepDialog extends TitleAreaDialog {

    private static final int AXES = 2;
    private static final String NONE = "";

    private final Path scenario;
    private final List<String> paths;
    private final double scenarioDuration;
    final Combo[] pathChoices = new Combo[AXES];
    final Text[] valueTexts = new Text[AXES];
    Spinner runs;
    Text duration;
    Button onCluster;
    Text master;
    Text out;
    private SweepRequest request;

    SweepDialog(Shell parent, Path scenario, List<String> paths, double scenarioDuration) {
        super(parent);
        this.scenario = scenario;
        this.paths = paths;
        this.scenarioDuration = scenarioDuration;
    }

    /** @return what was asked for, once OK was pressed */
    SweepRequest request() {
        return request;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.SweepDialog_title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(Messages.SweepDialog_title);
        setMessage(Messages.SweepDialog_message);
        Composite form = new Composite(area, SWT.NONE);
        form.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        form.setLayout(new GridLayout(2, false));
        for (int axis = 0; axis < AXES; axis++) {
            label(form, axis == 0 ? Messages.SweepDialog_vary : Messages.SweepDialog_andVary);
            pathChoices[axis] = new Combo(form, SWT.DROP_DOWN);
            List<String> items = new ArrayList<>(paths);
            if (axis > 0) {
                items.add(0, NONE);
            }
            pathChoices[axis].setItems(items.toArray(String[]::new));
            pathChoices[axis].setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            pathChoices[axis].select(0);
            label(form, Messages.SweepDialog_values);
            valueTexts[axis] = new Text(form, SWT.BORDER);
            valueTexts[axis].setMessage(Messages.SweepDialog_valuesHint);
            valueTexts[axis].setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        }
        label(form, Messages.SweepDialog_runs);
        runs = new Spinner(form, SWT.BORDER);
        runs.setValues(5, 1, 10_000, 0, 1, 10);
        label(form, Messages.SweepDialog_duration);
        duration = new Text(form, SWT.BORDER);
        duration.setText(Double.toString(scenarioDuration));
        duration.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        label(form, Messages.SweepDialog_where);
        Composite where = new Composite(form, SWT.NONE);
        where.setLayout(new GridLayout(3, false));
        where.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button here = new Button(where, SWT.RADIO);
        here.setText(Messages.SweepDialog_here);
        here.setSelection(true);
        onCluster = new Button(where, SWT.RADIO);
        onCluster.setText(Messages.SweepDialog_cluster);
        master = new Text(where, SWT.BORDER);
        master.setMessage("spark://host:7077");
        master.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        master.setEnabled(false);
        onCluster.addListener(SWT.Selection, event -> {
            master.setEnabled(onCluster.getSelection());
            check();
        });
        label(form, Messages.SweepDialog_out);
        out = new Text(form, SWT.BORDER);
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        String name = scenario.getFileName().toString().replaceFirst("\\.crowd$", "");
        out.setText(scenario.toAbsolutePath().getParent().resolve(name + "-sweep-" + stamp).toString());
        out.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        for (int axis = 0; axis < AXES; axis++) {
            pathChoices[axis].addListener(SWT.Modify, event -> check());
            valueTexts[axis].addListener(SWT.Modify, event -> check());
        }
        duration.addListener(SWT.Modify, event -> check());
        runs.addListener(SWT.Modify, event -> check());
        master.addListener(SWT.Modify, event -> check());
        out.addListener(SWT.Modify, event -> check());
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        getButton(IDialogConstants.OK_ID).setText(Messages.SweepDialog_run);
        check();
    }

    Button runButton() {
        return getButton(IDialogConstants.OK_ID);
    }

    private static void label(Composite parent, String text) {
        new Label(parent, SWT.NONE).setText(text);
    }

    /** Reads what is typed into a request, or says what is wrong and keeps OK off. */
    void check() {
        if (getButton(IDialogConstants.OK_ID) == null) {
            return;
        }
        String problem = problem();
        setErrorMessage(problem);
        getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
    }

    private String problem() {
        List<SweepRequest.Axis> axes = new ArrayList<>();
        List<SweepAxis> parsed = new ArrayList<>();
        for (int axis = 0; axis < AXES; axis++) {
            String path = pathChoices[axis].getText().strip();
            String values = valueTexts[axis].getText().strip();
            if (path.isEmpty()) {
                continue;
            }
            if (values.isEmpty()) {
                return NLS.bind(Messages.SweepDialog_noValues, path);
            }
            SweepRequest.Axis typed = new SweepRequest.Axis(path, values);
            try {
                String argument = path + "=" + values.replace(" ", "");
                parsed.add(typed.isRange() ? SweepAxis.ofRange(argument) : SweepAxis.ofValues(argument));
            } catch (SweepException wrong) {
                return wrong.getMessage();
            }
            axes.add(typed);
        }
        if (axes.isEmpty()) {
            return Messages.SweepDialog_nothingVaried;
        }
        try {
            // What the command line refuses of a whole sweep: a path twice, seeds varied and repeated, too many runs.
            new SweepPlan(parsed, runs.getSelection());
        } catch (IllegalArgumentException wrong) {
            return wrong.getMessage();
        }
        double seconds;
        try {
            seconds = Double.parseDouble(duration.getText().strip());
        } catch (NumberFormatException notANumber) {
            return Messages.SweepDialog_durationNotANumber;
        }
        if (!(seconds > 0) || !Double.isFinite(seconds)) {
            return Messages.SweepDialog_durationNotANumber;
        }
        if (onCluster.getSelection() && master.getText().isBlank()) {
            return Messages.SweepDialog_noMaster;
        }
        if (out.getText().isBlank()) {
            return Messages.SweepDialog_noOut;
        }
        Path folder = Path.of(out.getText().strip()).toAbsolutePath();
        if (!isNewOrEmpty(folder)) {
            return NLS.bind(Messages.SweepDialog_outNotEmpty, folder);
        }
        request = new SweepRequest(scenario, axes, runs.getSelection(), seconds, onCluster.getSelection()
                ? master.getText() : null, folder);
        return null;
    }

    private static boolean isNewOrEmpty(Path folder) {
        if (!Files.exists(folder)) {
            return true;
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }

    @Override
    protected void okPressed() {
        if (problem() == null) {
            super.okPressed();
        }
    }

    @Override
    protected boolean isResizable() {
        return true;
    }
}
