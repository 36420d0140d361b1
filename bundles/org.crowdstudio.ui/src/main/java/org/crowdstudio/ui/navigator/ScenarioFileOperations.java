package org.crowdstudio.ui.navigator;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.crowdstudio.ui.Messages;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

/**
 * Renaming and deleting scenario files on disk while the workbench may have them open: a file open
 * with unsaved changes is left alone (the artist saves or closes it first), one open without them
 * is closed first and, when renamed, opened again under its new name.
 */
final class ScenarioFileOperations {

    private final IWorkbenchPage page;

    ScenarioFileOperations(IWorkbenchPage page) {
        this.page = page;
    }

    /**
     * @return why {@code newName} cannot be the new name of {@code file}, or null when it can;
     *         a name without the {@code .crowd} ending gets it
     */
    static String problemWithName(Path file, String newName) {
        String name = withEnding(newName.strip());
        if (name.equals(".crowd")) {
            return Messages.ScenarioFileOperations_enterAName;
        }
        if (name.contains("/") || name.contains("\\") || name.startsWith(".")) {
            return Messages.ScenarioFileOperations_aNameCannotContainOr;
        }
        Path target = file.resolveSibling(name);
        if (!target.equals(file) && Files.exists(target)) {
            return NLS.bind(Messages.ScenarioFileOperations_0AlreadyExistsIn1, name, file.getParent());
        }
        return null;
    }

    /**
     * Renames {@code file} to {@code newName} in its folder.
     *
     * @return the renamed file
     * @throws IOException with a message for the artist when it cannot be renamed
     */
    Path rename(Path file, String newName) throws IOException {
        String problem = problemWithName(file, newName);
        if (problem != null) {
            throw new IOException(problem);
        }
        Path target = file.resolveSibling(withEnding(newName.strip()));
        if (target.equals(file)) {
            return file;
        }
        IEditorPart editor = refuseUnsaved(List.of(file)).stream().findFirst().orElse(null);
        if (editor != null) {
            page.closeEditor(editor, false);
        }
        Files.move(file, target);
        if (editor != null) {
            try {
                IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(target.toUri()));
            } catch (PartInitException cannotReopen) {
                throw new IOException(NLS.bind(Messages.ScenarioFileOperations_renamedTo0ButIt,
                        target.getFileName(), cannotReopen.getMessage()),
                        cannotReopen);
            }
        }
        return target;
    }

    /**
     * Deletes the files, closing their editors.
     *
     * @throws IOException with a message for the artist; nothing is deleted when a file has unsaved changes
     */
    void delete(List<Path> files) throws IOException {
        for (IEditorPart editor : refuseUnsaved(files)) {
            page.closeEditor(editor, false);
        }
        for (Path file : files) {
            Files.deleteIfExists(file);
        }
    }

    /** @return the editors open on {@code files}; throws when one of them has unsaved changes */
    private List<IEditorPart> refuseUnsaved(List<Path> files) throws IOException {
        List<IEditorPart> open = new ArrayList<>();
        for (IEditorReference reference : page.getEditorReferences()) {
            Path edited = fileOf(reference);
            if (edited == null || !files.contains(edited)) {
                continue;
            }
            IEditorPart editor = reference.getEditor(false);
            if (reference.isDirty()) {
                throw new IOException(NLS.bind(Messages.ScenarioFileOperations_0HasUnsavedChangesSave, edited.getFileName()));
            }
            if (editor != null) {
                open.add(editor);
            }
        }
        return open;
    }

    private static Path fileOf(IEditorReference reference) {
        try {
            IEditorInput input = reference.getEditorInput();
            if (input instanceof IURIEditorInput uriInput) {
                URI uri = uriInput.getURI();
                return uri != null && "file".equals(uri.getScheme()) ? Path.of(uri) : null;
            }
        } catch (PartInitException unavailable) {
            return null;
        }
        return null;
    }

    private static String withEnding(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".crowd") ? name : name + ".crowd";
    }
}
