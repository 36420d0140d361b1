package org.crowdstudio.ui.navigator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.eclipse.jface.viewers.ITreeContentProvider;

/**
 * The scenario files of a folder and its subfolders, as a tree of paths: folders first, then
 * {@code .crowd} files, each by name. Hidden entries ({@code .git} and the like) and other files
 * are left out, and so are folders that hold no scenario anywhere inside them.
 */
final class ScenarioFolderContent implements ITreeContentProvider {

    /** Subfolders are searched this deep for scenarios, so that a home folder stays quick to show. */
    private static final int DEPTH = 6;

    private static final Comparator<Path> FOLDERS_FIRST = Comparator.comparing((Path path) -> !Files.isDirectory(path))
            .thenComparing(path -> path.getFileName().toString().toLowerCase(Locale.ROOT));

    /** The input is the folder shown, as a {@link Path}. */
    @Override
    public Object[] getElements(Object folder) {
        return getChildren(folder);
    }

    @Override
    public Object[] getChildren(Object parent) {
        if (!(parent instanceof Path folder) || !Files.isDirectory(folder)) {
            return new Object[0];
        }
        return entries(folder).filter(path -> isScenario(path) || holdsScenarios(path, DEPTH)).sorted(FOLDERS_FIRST).toArray();
    }

    @Override
    public Object getParent(Object element) {
        return element instanceof Path path ? path.getParent() : null;
    }

    @Override
    public boolean hasChildren(Object element) {
        return element instanceof Path path && Files.isDirectory(path);
    }

    /** Whether {@code path} is a scenario file. */
    static boolean isScenario(Path path) {
        return Files.isRegularFile(path) && path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".crowd");
    }

    private static boolean holdsScenarios(Path folder, int depth) {
        if (depth == 0 || !Files.isDirectory(folder)) {
            return false;
        }
        try (Stream<Path> entries = entries(folder)) {
            return entries.anyMatch(path -> isScenario(path) || holdsScenarios(path, depth - 1));
        }
    }

    /** The visible entries of a folder; none where it cannot be read. */
    private static Stream<Path> entries(Path folder) {
        try (Stream<Path> listing = Files.list(folder)) {
            List<Path> visible = listing.filter(path -> !path.getFileName().toString().startsWith(".")).toList();
            return visible.stream();
        } catch (IOException | SecurityException unreadable) {
            return Stream.empty();
        }
    }
}
