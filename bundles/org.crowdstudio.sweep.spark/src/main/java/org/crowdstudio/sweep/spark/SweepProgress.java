package org.crowdstudio.sweep.spark;

import java.io.PrintStream;
import java.time.Duration;

/**
 * How far a sweep is: runs done of all and the time left, estimated from the runs done since it
 * started. On a terminal, one bar redrawn in place; for a program reading the driver (the
 * workbench), one line per finished run: {@code progress DONE TOTAL SECONDS_LEFT}.
 */
final class SweepProgress implements AutoCloseable {

    enum Mode { BAR, LINES, NONE }

    private static final int WIDTH = 30;

    private final PrintStream out;
    private final Mode mode;
    private final int total;
    private final int doneBefore;
    private final long start = System.nanoTime();
    private int done;
    private int drawnLength;

    /**
     * @param doneBefore runs a resumed sweep finished earlier, which say nothing of the time left
     */
    SweepProgress(PrintStream out, Mode mode, int total, int doneBefore) {
        this.out = out;
        this.mode = mode;
        this.total = total;
        this.doneBefore = doneBefore;
        this.done = doneBefore;
        show();
    }

    void finishedOne() {
        done++;
        show();
    }

    /** @return seconds left at the pace so far; -1 before the first run is done */
    long secondsLeft() {
        int doneHere = done - doneBefore;
        if (doneHere == 0) {
            return -1;
        }
        double perRun = (System.nanoTime() - start) / 1e9 / doneHere;
        return Math.round(perRun * (total - done));
    }

    private void show() {
        if (mode == Mode.LINES) {
            out.println("progress " + done + " " + total + " " + secondsLeft());
            out.flush();
        } else if (mode == Mode.BAR) {
            int filled = total == 0 ? WIDTH : done * WIDTH / total;
            long left = secondsLeft();
            String line = "sweep [" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + done + " of " + total
                    + " runs"
                    + (left < 0 ? "" : ", " + words(Duration.ofSeconds(left)) + " left");
            out.print("\r" + line + " ".repeat(Math.max(0, drawnLength - line.length())));
            out.flush();
            drawnLength = line.length();
        }
    }

    static String words(Duration left) {
        if (left.toMinutes() == 0) {
            return left.toSeconds() + " s";
        }
        if (left.toHours() == 0) {
            return left.toMinutes() + " min " + left.toSecondsPart() + " s";
        }
        return left.toHours() + " h " + left.toMinutesPart() + " min";
    }

    /** Clears the bar so that what follows starts on a clean line. */
    @Override
    public void close() {
        if (mode == Mode.BAR && drawnLength > 0) {
            out.print("\r" + " ".repeat(drawnLength) + "\r");
            out.flush();
            drawnLength = 0;
        }
    }
}
