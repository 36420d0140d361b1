package org.crowdstudio.sweep.spark;

import picocli.CommandLine;

/** The sweep driver's JVM, which {@code ./crowdstudio sweep} starts outside the product. */
public final class SweepMain {

    private SweepMain() {
    }

    public static void main(String[] args) {
        // The plots are drawn off screen; no display is needed.
        System.setProperty("java.awt.headless", "true");
        System.exit(run(args));
    }

    static int run(String[] args) {
        CommandLine command = new CommandLine(new SweepCommand(System.out, System.err));
        command.setCaseInsensitiveEnumValuesAllowed(true);
        command.setExecutionExceptionHandler((failure, line, parsed) -> {
            System.err.println("sweep: " + (failure.getMessage() == null ? failure : failure.getMessage()));
            return SweepCommand.RUN_FAILED;
        });
        return command.execute(args);
    }
}
