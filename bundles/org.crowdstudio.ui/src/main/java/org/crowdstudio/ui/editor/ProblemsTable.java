package org.crowdstudio.ui.editor;

import java.util.List;
import java.util.Locale;

import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.canvas.Panels;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * A summary line over a table of validation problems, the severity in the first column in red or
 * amber: what the editor's problems panel and the Problems view both show.
 */
final class ProblemsTable {

    final Label summary;
    private final Table table;

    /** A table with the Severity column; add the others with {@link #column}. */
    ProblemsTable(Composite parent) {
        Composite body = Panels.column(parent);
        summary = new Label(body, SWT.NONE);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        table = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        column(Messages.ProblemsTable_severity, 75);
    }

    /** Adds a column after those there, width in pixels. */
    ProblemsTable column(String title, int width) {
        TableColumn column = new TableColumn(table, SWT.LEFT);
        column.setText(title);
        column.setWidth(width);
        return this;
    }

    /**
     * @param severities each row's severity
     * @param cells each row's other columns
     * @param summaryText the line above the table
     */
    void show(List<Severity> severities, List<String[]> cells, String summaryText) {
        table.setRedraw(false);
        try {
            table.removeAll();
            for (int row = 0; row < severities.size(); row++) {
                Severity severity = severities.get(row);
                String[] texts = new String[cells.get(row).length + 1];
                texts[0] = severity.name().toLowerCase(Locale.ROOT);
                System.arraycopy(cells.get(row), 0, texts, 1, cells.get(row).length);
                TableItem item = new TableItem(table, SWT.NONE);
                item.setText(texts);
                item.setForeground(0, table.getDisplay().getSystemColor(severity == Severity.ERROR ? SWT.COLOR_RED : SWT.COLOR_DARK_YELLOW));
            }
        } finally {
            table.setRedraw(true);
        }
        summary.setText(summaryText);
        summary.getParent().layout();
    }

    /** "1 error", "3 warnings". */
    static String count(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    Table table() {
        return table;
    }
}
