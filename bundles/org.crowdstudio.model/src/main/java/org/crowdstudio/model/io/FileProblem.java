package org.crowdstudio.model.io;

import java.nio.file.Path;

/**
 * One problem found while reading a scenario file, where it is and what is wrong.
 *
 * @param file the file
 * @param line 1-based line, or 0 if unknown
 * @param column 1-based column, or 0 if unknown
 * @param message what is wrong, for a person
 */
public record FileProblem(Path file, int line, int column, String message) {

    /** @return e.g. {@code museum.crowd:12:5: unknown element 'foo'} */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(file.toString());
        if (line > 0) {
            text.append(':').append(line);
            if (column > 0) {
                text.append(':').append(column);
            }
        }
        return text.append(": ").append(message).toString();
    }
}
