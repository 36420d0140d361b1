package org.crowdstudio.sweep.spark;

import java.util.ArrayList;
import java.util.List;

import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C (SIGINT) and SIGTERM ask a sweep to stop rather than end the JVM at once: the runs in
 * flight are cancelled, and the driver writes what is finished and exits itself. Handled as
 * signals, not in a shutdown hook, because Spark's own hooks stop its context in parallel with
 * ours and would fail the runs before they are told apart from a real failure. A second signal
 * ends the JVM at once.
 */
final class StopSignals implements AutoCloseable {

    private static final List<String> SIGNALS = List.of("INT", "TERM");

    private final List<Previous> previous = new ArrayList<>();
    private volatile boolean received;

    private record Previous(Signal signal, SignalHandler handler) {
    }

    StopSignals(Runnable stop) {
        for (String name : SIGNALS) {
            Signal signal = new Signal(name);
            previous.add(new Previous(signal, Signal.handle(signal, caught -> {
                if (received) {
                    Runtime.getRuntime().halt(SweepCommand.STOPPED);
                }
                received = true;
                stop.run();
            })));
        }
    }

    /** @return whether a stop was asked for */
    boolean received() {
        return received;
    }

    /** Gives the signals back to the JVM. */
    @Override
    public void close() {
        previous.forEach(old -> Signal.handle(old.signal(), old.handler()));
    }
}
