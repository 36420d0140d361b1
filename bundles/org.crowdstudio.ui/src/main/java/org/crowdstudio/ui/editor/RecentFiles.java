package org.crowdstudio.ui.editor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

/**
 * The scenario files opened last, newest first, kept in the workbench's preferences so the File
 * menu lists them after a restart. Files that no longer exist are dropped when the list is read.
 */
public final class RecentFiles {

    /** How many files the File menu lists. */
    public static final int SIZE = 8;

    private static final String NODE = "org.crowdstudio.ui";
    private static final String KEY = "recentScenarios";
    /** Paths cannot hold a line break, so one separates them. */
    private static final String SEPARATOR = "\n";

    private RecentFiles() {
    }

    /** Puts a file first, keeping the list to {@link #SIZE}. */
    public static void opened(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        List<Path> files = new ArrayList<>(stored());
        files.remove(absolute);
        files.addFirst(absolute);
        while (files.size() > SIZE) {
            files.removeLast();
        }
        IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(NODE);
        preferences.put(KEY, String.join(SEPARATOR, files.stream().map(Path::toString).toList()));
        try {
            preferences.flush();
        } catch (BackingStoreException notKept) {
            // The list lasts for this session; the next one starts without it.
        }
    }

    /** @return the files, newest first, that still exist */
    public static List<Path> list() {
        return stored().stream().filter(java.nio.file.Files::isRegularFile).toList();
    }

    private static List<Path> stored() {
        String text = InstanceScope.INSTANCE.getNode(NODE).get(KEY, "");
        return text.isEmpty() ? List.of() : text.lines().map(Path::of).toList();
    }
}
