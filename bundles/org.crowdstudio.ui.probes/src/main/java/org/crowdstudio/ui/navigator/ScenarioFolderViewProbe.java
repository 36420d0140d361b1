package org.crowdstudio.ui.navigator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

import org.eclipse.swt.widgets.TreeItem;

/** What the workbench's tests read and press in ScenarioFolderView; a test fragment, never shipped. */
public final class ScenarioFolderViewProbe {

    private ScenarioFolderViewProbe() {
    }

    /** Reports problems to {@code report} (title, message) instead of in a dialog. */
    public static void reportProblemsTo(ScenarioFolderView scenarioFolderView, BiConsumer<String, String> report) {
        scenarioFolderView.problems = report;
    }

    /** Every scenario file shown, at any depth, in the tree's order. */
    public static List<Path> scenarioFiles(ScenarioFolderView scenarioFolderView) {
        scenarioFolderView.tree.expandAll();
        List<Path> files = new ArrayList<>();
        collect(scenarioFolderView.tree.getTree().getItems(), files);
        return files;
    }

    private static void collect(TreeItem[] items, List<Path> files) {
        for (TreeItem item : items) {
            if (item.getData() instanceof Path path) {
                if (Files.isDirectory(path)) {
                    collect(item.getItems(), files);
                } else {
                    files.add(path);
                }
            }
        }
    }
}
