package org.crowdstudio.ui.editor.spi;

import java.util.Comparator;
import java.util.List;

import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.spi.Contributions;

/**
 * The element openers known to the workbench ({@link ElementOpener}), in the order the scenario
 * editor asks them. Filled inside Equinox from the extension point
 * {@code org.crowdstudio.ui.elementOpeners}. Safe to use from many threads.
 */
public final class ElementOpeners {

    /** The extension point openers are contributed to. */
    public static final String EXTENSION_POINT = "org.crowdstudio.ui.elementOpeners";

    private static Contributions<ElementOpener> installed;

    private ElementOpeners() {
    }

    /** @return every element opener the running workbench's bundles contribute, by id */
    public static List<ElementOpener> all() {
        return installed().sorted(Comparator.comparing(ElementOpener::id));
    }

    /** @return what could not be loaded, one sentence per contribution */
    public static List<String> problems() {
        return installed().problems();
    }

    /** Read once, on first use. */
    private static synchronized Contributions<ElementOpener> installed() {
        if (installed == null) {
            installed = Contributions.read(Messages.ElementOpeners_elementOpener, ElementOpener::id, EXTENSION_POINT, ElementOpener.class);
        }
        return installed;
    }
}
