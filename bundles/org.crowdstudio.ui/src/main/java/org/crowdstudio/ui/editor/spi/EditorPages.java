package org.crowdstudio.ui.editor.spi;

import java.util.Comparator;
import java.util.List;

import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.spi.Contributions;
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

    private final Contributions<EditorPage> pages = new Contributions<>(Messages.EditorPages_editorPage, EditorPage::id);

    /** Every page the running workbench's bundles contribute, read once. */
    public static synchronized EditorPages installed() {
        if (installed == null) {
            installed = new EditorPages();
            if (Platform.isRunning()) {
                installed.pages.readExtensionPoint(EXTENSION_POINT, EditorPage.class, installed::register);
            }
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
        pages.register(page);
    }

    /** @return every page in tab order: by position, then id */
    public List<EditorPage> all() {
        return pages.sorted(Comparator.comparingInt(EditorPage::position).thenComparing(EditorPage::id));
    }

    /** @return what could not be loaded, one sentence per contribution */
    public List<String> problems() {
        return pages.problems();
    }
}
