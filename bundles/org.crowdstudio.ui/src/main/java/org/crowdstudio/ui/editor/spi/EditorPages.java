package org.crowdstudio.ui.editor.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.Platform;

/**
 * The scenario editor's pages known to the workbench, in tab order. Filled inside Equinox from the
 * extension point {@code org.crowdstudio.ui.editorPages} ({@link #installed()}); tests may build
 * one of exactly the pages they want ({@link #of}). Safe to use from many threads.
 */
public final class EditorPages {

    /** The extension point pages are contributed to. */
    public static final String EXTENSION_POINT = "org.crowdstudio.ui.editorPages";

    private static EditorPages installed;

    private final Map<String, EditorPage> pages = new ConcurrentHashMap<>();
    private final List<String> problems = new ArrayList<>();

    /** Every page the running workbench's bundles contribute, read once. */
    public static synchronized EditorPages installed() {
        if (installed == null) {
            installed = Platform.isRunning() ? ExtensionEditorPages.read() : new EditorPages();
        }
        return installed;
    }

    /** A registry of exactly these pages. */
    public static EditorPages of(EditorPage... pages) {
        EditorPages registry = new EditorPages();
        for (EditorPage page : pages) {
            registry.register(page);
        }
        return registry;
    }

    /**
     * @throws IllegalArgumentException if the page has no id
     * @throws IllegalStateException if another page has the same id
     */
    public void register(EditorPage page) {
        String id = page.id();
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("the editor page " + page.getClass().getName() + " has no id");
        }
        EditorPage previous = pages.putIfAbsent(id, page);
        if (previous != null && previous != page) {
            throw new IllegalStateException("two editor pages are called '" + id + "': " + previous.getClass().getName() + " and "
                    + page.getClass().getName());
        }
    }

    /** @return every page in tab order: by position, then id */
    public List<EditorPage> all() {
        return pages.values().stream().sorted(Comparator.comparingInt(EditorPage::position).thenComparing(EditorPage::id)).toList();
    }

    /** @return what could not be loaded, one sentence per contribution */
    public synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    synchronized void leftOut(String problem) {
        problems.add(problem);
    }
}
