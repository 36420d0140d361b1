package org.crowdstudio.ui.navigator;

import java.util.Locale;

import org.crowdstudio.model.diff.Change;
import org.crowdstudio.ui.Messages;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/** Shows a {@link ScenarioComparison}: one row per change (what, where, from what to what). */
final class ScenarioComparisonDialog extends Dialog {

    private final ScenarioComparison comparison;
    private Table table;

    ScenarioComparisonDialog(Shell parent, ScenarioComparison comparison) {
        super(parent);
        this.comparison = comparison;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(NLS.bind(Messages.ScenarioComparisonDialog_compare0With1,
                comparison.first().getFileName(), comparison.second().getFileName()));
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(1, false));
        Label summary = new Label(area, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary.setText(summary());
        table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData size = new GridData(SWT.FILL, SWT.FILL, true, true);
        size.widthHint = 760;
        size.heightHint = 360;
        table.setLayoutData(size);
        for (String heading : new String[] {Messages.ScenarioComparisonDialog_change,
                Messages.ProblemsPanel_element, Messages.ScenarioComparisonDialog_detail}) {
            new TableColumn(table, SWT.LEFT).setText(heading);
        }
        for (Change change : comparison.changes()) {
            TableItem row = new TableItem(table, SWT.NONE);
            row.setText(new String[] {change.kind().name().toLowerCase(Locale.ROOT), change.path(), change.detail()});
        }
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
        return area;
    }

    @Override
    protected Point getInitialSize() {
        return new org.eclipse.swt.graphics.Point(820, 480);
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        close();
    }

    private String summary() {
        String from = comparison.first().getFileName() + " → " + comparison.second().getFileName() + ": ";
        if (comparison.problem() != null) {
            return from + comparison.problem();
        }
        int count = comparison.changes().size();
        return from + (count == 0 ? Messages.ScenarioComparisonDialog_noDifferences
                : count == 1 ? Messages.ScenarioComparisonDialog_oneChange : NLS.bind(Messages.ScenarioComparisonDialog_0Changes, count));
    }
}
