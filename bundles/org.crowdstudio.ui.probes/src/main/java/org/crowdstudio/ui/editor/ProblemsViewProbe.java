package org.crowdstudio.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.TableItem;

/** What the workbench's tests read and press in ProblemsView; a test fragment, never shipped. */
public final class ProblemsViewProbe {

    private ProblemsViewProbe() {
    }

    /** The rows as shown, "severity | description | scenario | element". */
    public static List<String> lines(ProblemsView problemsView) {
        List<String> lines = new ArrayList<>();
        for (TableItem item : problemsView.shown.table().getItems()) {
            lines.add(item.getText(0) + " | " + item.getText(1) + " | " + item.getText(2) + " | " + item.getText(3));
        }
        return lines;
    }

    /** The summary above the table. */
    public static String summaryText(ProblemsView problemsView) {
        return problemsView.shown.summary.getText();
    }
}
