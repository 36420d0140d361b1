package org.crowdstudio.ui.algorithms;

import java.util.Arrays;
import java.util.List;

import org.eclipse.jface.viewers.StructuredSelection;

/** What the workbench's tests read and press in InstalledAlgorithmsView; a test fragment, never shipped. */
public final class InstalledAlgorithmsViewProbe {

    private InstalledAlgorithmsViewProbe() {
    }

    /** The ids in the table's first column, row by row, as the artist reads them. */
    public static List<String> listedIds(InstalledAlgorithmsView installedAlgorithmsView) {
        return Arrays.stream(installedAlgorithmsView.table.getTable().getItems()).map(item -> item.getText(0)).toList();
    }

    /** Shows the algorithm with this id as a click on its row does. */
    public static String select(InstalledAlgorithmsView installedAlgorithmsView, String id) {
        installedAlgorithmsView.algorithms.descriptors().stream().filter(descriptor -> descriptor.id().equals(id))
                .findFirst().ifPresent(descriptor -> installedAlgorithmsView.table
                        .setSelection(new StructuredSelection(descriptor), true));
        return installedAlgorithmsView.details.getText();
    }

    /** The table's text in a row and column. */
    public static String cell(InstalledAlgorithmsView installedAlgorithmsView, int row, int column) {
        return installedAlgorithmsView.table.getTable().getItem(row).getText(column);
    }
}
