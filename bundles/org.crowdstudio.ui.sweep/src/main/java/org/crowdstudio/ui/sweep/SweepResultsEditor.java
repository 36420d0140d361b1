package org.crowdstudio.ui.sweep;

import java.io.IOException;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.crowdstudio.sweep.SweepAxis;
import org.crowdstudio.sweep.SweepException;
import org.crowdstudio.sweep.SweepFolder;
import org.eclipse.core.commands.common.CommandException;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.EditorPart;

/**
 * The results of a sweep ({@code crowdstudio sweep}), opened on its folder's {@code sweep.txt}: a
 * chart of the measure picked against the value picked, and a table of every run. A run picked in
 * the table is made again as a scenario file of its own (its values set, its seed the scenario's)
 * in the folder's {@code runs/}, opened in the scenario editor and simulated.
 */
public final class SweepResultsEditor extends EditorPart {

    public static final String ID = "org.crowdstudio.ui.sweep.results";
    private static final String SIMULATE = "org.crowdstudio.ui.commands.simulate";
    private static final String PREFERRED_MEASURE = "group_subgroups_mean";

    private SweepFolder sweep;
    Combo measureChoice;
    Combo axisChoice;
    SweepChart chart;
    Table runs;
    Button openRun;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        setInput(input);
        if (!(input instanceof IURIEditorInput file)) {
            throw new PartInitException(Messages.SweepResultsEditor_notAFile);
        }
        Path folder;
        try {
            folder = Path.of(file.getURI()).getParent();
            sweep = SweepFolder.read(folder);
        } catch (SweepException unreadable) {
            throw new PartInitException(unreadable.getMessage());
        } catch (IllegalArgumentException | FileSystemNotFoundException notALocalFile) {
            throw new PartInitException(Messages.SweepResultsEditor_notAFile);
        }
        setPartName(folder.getFileName().toString());
        setTitleToolTip(folder.toString());
    }

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Label about = new Label(parent, SWT.WRAP);
        about.setText(NLS.bind(Messages.SweepResultsEditor_about, new Object[] {sweep.scenario().getFileName(),
                sweep.rows().size(),
            String.join(", ", sweep.axes().stream().map(SweepAxis::path).toList())}));
        about.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Composite choices = new Composite(parent, SWT.NONE);
        choices.setLayout(new GridLayout(4, false));
        new Label(choices, SWT.NONE).setText(Messages.SweepResultsEditor_measure);
        measureChoice = new Combo(choices, SWT.READ_ONLY);
        List<String> measures = sweep.measures();
        measureChoice.setItems(measures.toArray(String[]::new));
        measureChoice.select(Math.max(0, measures.contains(PREFERRED_MEASURE) ? measures.indexOf(PREFERRED_MEASURE)
                : measures.indexOf("mean_speed_mps")));
        new Label(choices, SWT.NONE).setText(Messages.SweepResultsEditor_by);
        axisChoice = new Combo(choices, SWT.READ_ONLY);
        axisChoice.setItems(sweep.axes().stream().map(SweepAxis::path).toArray(String[]::new));
        axisChoice.select(0);
        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        chart = new SweepChart(sash);
        runs = table(sash);
        sash.setWeights(3, 2);
        openRun = new Button(parent, SWT.PUSH);
        openRun.setText(Messages.SweepResultsEditor_openRun);
        openRun.setEnabled(false);
        measureChoice.addListener(SWT.Selection, event -> showChart());
        axisChoice.addListener(SWT.Selection, event -> showChart());
        runs.addListener(SWT.Selection, event -> openRun.setEnabled(runs.getSelectionIndex() >= 0));
        runs.addListener(SWT.DefaultSelection, event -> openSelectedRun());
        openRun.addListener(SWT.Selection, event -> openSelectedRun());
        showChart();
    }

    /** Every run's row; the rows are made as they are scrolled to, so that a sweep of many runs opens at once. */
    private Table table(Composite parent) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.VIRTUAL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String column : sweep.columns()) {
            TableColumn tableColumn = new TableColumn(table, SWT.RIGHT);
            tableColumn.setText(column);
            tableColumn.setWidth(Math.max(60, 9 * column.length()));
        }
        table.addListener(SWT.SetData, event -> {
            TableItem item = (TableItem) event.item;
            item.setText(sweep.rows().get(table.indexOf(item)).stream().map(SweepResultsEditor::shown)
                    .toArray(String[]::new));
        });
        table.setItemCount(sweep.rows().size());
        return table;
    }

    /** A number with many decimals is shown to four; the table's file keeps every digit. */
    private static String shown(String cell) {
        if (cell.indexOf('.') < 0 || cell.indexOf('E') >= 0) {
            return cell;
        }
        try {
            return String.format(Locale.ROOT, "%.4f", Double.parseDouble(cell)).replaceFirst("0+$", "")
                    .replaceFirst("\\.$", "");
        } catch (NumberFormatException notANumber) {
            return cell;
        }
    }

    private void showChart() {
        if (measureChoice.getSelectionIndex() >= 0 && axisChoice.getSelectionIndex() >= 0) {
            chart.show(sweep, axisChoice.getSelectionIndex(), measureChoice.getItem(measureChoice.getSelectionIndex()));
        }
    }

    /** Makes the picked run again as a scenario file, opens it and simulates it. */
    void openSelectedRun() {
        int row = runs.getSelectionIndex();
        if (row < 0) {
            return;
        }
        String run = sweep.rows().get(row).get(0);
        Path target = sweep.folder().resolve("runs").resolve("run-" + run + ".crowd");
        try {
            // A run opened before is opened again from its file: close its editor, asking to save
            // what was changed in it.
            IWorkbenchPage page = getSite().getPage();
            for (IEditorReference open : page.getEditorReferences()) {
                if (open.getEditorInput() instanceof IURIEditorInput input && target.toUri().equals(input.getURI())
                        && !page.closeEditors(new IEditorReference[] {open}, true)) {
                    return;
                }
            }
            sweep.writeRunScenario(row, target);
            IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(target.toUri()));
            getSite().getService(IHandlerService.class).executeCommand(SIMULATE, null);
        } catch (SweepException | IOException | PartInitException | CommandException cannot) {
            MessageDialog.openError(getSite().getShell(), NLS.bind(Messages.SweepResultsEditor_cannotOpenRun, run),
                    cannot.getMessage());
        }
    }

    @Override
    public void setFocus() {
        runs.setFocus();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // The results are read only.
    }

    @Override
    public void doSaveAs() {
        // The results are read only.
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }
}
