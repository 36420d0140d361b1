package org.crowdstudio.cli;

/** Exit codes shared by every subcommand, so scripts can tell the outcomes apart. */
public final class ExitCode {

    /** Success; for checks ({@code validate}, {@code diff}): nothing to report. */
    public static final int OK = 0;
    /** The command ran and found problems or differences. */
    public static final int FINDINGS = 1;
    /** Bad command line, or input that could not be read. */
    public static final int USAGE = 2;
    /** An unexpected failure inside Crowd Studio. */
    public static final int INTERNAL_ERROR = 70;

    private ExitCode() {
    }
}
