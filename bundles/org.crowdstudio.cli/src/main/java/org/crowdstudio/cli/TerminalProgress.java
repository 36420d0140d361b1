package org.crowdstudio.cli;

import java.io.PrintWriter;

/**
 * A one-line progress bar redrawn in place with carriage returns. It draws only when standard
 * error is a terminal, so redirected output and logs stay clean. A few lines of our own rather
 * than a library: the bar needs no more than this, and it must run inside Equinox as well.
 */
final class TerminalProgress implements AutoCloseable {

    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final boolean enabled;
    private final String label;
    private final long total;
    private int lastPercent = -1;

    TerminalProgress(PrintWriter err, boolean enabled, String label, long total) {
        this.err = err;
        this.enabled = enabled && total > 0;
        this.label = label;
        this.total = total;
    }

    /** Whether progress goes to a person watching a terminal. */
    static boolean onTerminal() {
        return System.console() != null && System.getenv("CROWDSTUDIO_NO_PROGRESS") == null;
    }

    void update(long done) {
        if (!enabled) {
            return;
        }
        int percent = (int) Math.min(100, done * 100 / total);
        if (percent == lastPercent) {
            return;
        }
        lastPercent = percent;
        int filled = percent * WIDTH / 100;
        err.print("\r" + label + " [" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + percent + "%");
        err.flush();
    }

    /** Clears the bar so that what follows starts on a clean line. */
    @Override
    public void close() {
        if (enabled && lastPercent >= 0) {
            err.print("\r" + " ".repeat(label.length() + WIDTH + 8) + "\r");
            err.flush();
        }
    }
}
