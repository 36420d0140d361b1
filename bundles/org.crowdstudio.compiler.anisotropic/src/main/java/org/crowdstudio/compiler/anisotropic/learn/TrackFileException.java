package org.crowdstudio.compiler.anisotropic.learn;

import java.nio.file.Path;

/** A trajectory file that cannot be read as tracks: which file, which line (0 for the file as a whole) and what is wrong. */
public final class TrackFileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final int line;

    public TrackFileException(Path file, int line, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + problem);
        this.file = file;
        this.line = line;
    }

    public Path file() {
        return file;
    }

    /** @return the line, counted from 1; 0 when the problem is the file as a whole */
    public int line() {
        return line;
    }
}
