package org.crowdstudio.ui.start;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

import org.crowdstudio.model.io.AtomicFileWriter;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;

/** A scenario shipped in the examples bundle, which the start page and the New Scenario wizard offer. */
public record ShippedExample(String fileName, URL entry) {

    private static final String EXAMPLES_BUNDLE = "org.crowdstudio.examples";
    private static final String EXAMPLES_FOLDER = "scenarios";

    /** @return the shipped examples by file name; none when the examples bundle is not installed */
    public static List<ShippedExample> all() {
        Bundle examples = Platform.getBundle(EXAMPLES_BUNDLE);
        Enumeration<String> entries = examples == null ? null : examples.getEntryPaths(EXAMPLES_FOLDER);
        List<ShippedExample> found = new ArrayList<>();
        for (String entry : entries == null ? List.<String>of() : Collections.list(entries)) {
            if (entry.endsWith(".crowd")) {
                found.add(new ShippedExample(entry.substring(entry.lastIndexOf('/') + 1), examples.getEntry(entry)));
            }
        }
        found.sort((a, b) -> a.fileName().compareTo(b.fileName()));
        return found;
    }

    /**
     * @return the artist's own copy of the example in the folder, written (atomically) the first
     *         time; an existing copy is kept as it is, with the artist's changes
     */
    Path copyInto(Path folder) throws IOException {
        Path copy = folder.resolve(fileName);
        if (!Files.exists(copy)) {
            Files.createDirectories(folder);
            writeTo(copy);
        }
        return copy;
    }

    /** Writes the example to the file, atomically. */
    public void writeTo(Path file) throws IOException {
        try (InputStream in = entry.openStream()) {
            byte[] content = in.readAllBytes();
            AtomicFileWriter.write(file, out -> out.write(content));
        }
    }
}
