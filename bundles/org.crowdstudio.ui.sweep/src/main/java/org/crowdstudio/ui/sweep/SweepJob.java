package org.crowdstudio.ui.sweep;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

/**
 * Runs a sweep off the UI thread as the command line does it, in a process of its own (Spark does
 * not belong inside Equinox): {@code crowdstudio sweep ... --progress lines}. Each line
 * {@code progress DONE TOTAL SECONDS_LEFT} moves the job's progress, which the Progress view shows
 * with a button to cancel; cancelling stops the sweep as Ctrl-C does (SIGTERM), keeping its
 * finished runs, and ends it at once if it has not stopped after {@link #STOP_GRACE_MILLIS}. A
 * sweep still running when the workbench's JVM ends is ended with it. When the sweep ends, what
 * it said on error becomes the job's message.
 */
final class SweepJob extends Job {

    /** The ./crowdstudio script the workbench was started by; the launcher passes it. */
    static final String LAUNCHER_PROPERTY = "crowdstudio.launcher";
    static final String FAMILY = "org.crowdstudio.ui.sweep";
    static final int STOPPED = 130;
    private static final long STOP_GRACE_MILLIS = 20_000;
    /** The last lines a sweep said, for the message of a failure. */
    private static final int LINES_KEPT = 40;

    private final SweepRequest request;
    private final Path launcher;
    private volatile int exitCode = -1;

    SweepJob(SweepRequest request, Path launcher) {
        super(NLS.bind(Messages.SweepJob_name, request.scenario().getFileName(), request.out().getFileName()));
        this.request = request;
        this.launcher = launcher;
        setUser(true);
    }

    SweepRequest request() {
        return request;
    }

    /** @return the sweep's exit code once it ended: 0 done, 130 stopped, 1 or 2 failed; -1 before */
    int exitCode() {
        return exitCode;
    }

    @Override
    public boolean belongsTo(Object family) {
        return FAMILY.equals(family);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        List<String> command = new ArrayList<>(List.of(launcher.toString()));
        command.addAll(request.arguments());
        Process sweep;
        try {
            sweep = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException cannotStart) {
            return Status.error(NLS.bind(Messages.SweepJob_cannotStart, launcher), cannotStart);
        }
        Thread endWithWorkbench = new Thread(sweep::destroyForcibly, "end the sweep with the workbench");
        Runtime.getRuntime().addShutdownHook(endWithWorkbench);
        // done, total, seconds left; written by the reader, shown by this thread.
        AtomicLongArray progress = new AtomicLongArray(new long[] {-1, 0, -1});
        Deque<String> said = new ArrayDeque<>();
        Thread reader = Thread.ofVirtual().start(() -> follow(sweep, progress, said));
        try {
            long stopAsked = 0;
            long shown = -1;
            while (!sweep.waitFor(200, TimeUnit.MILLISECONDS)) {
                shown = show(progress, shown, monitor);
                if (monitor.isCanceled() && stopAsked == 0) {
                    // As Ctrl-C, once: the sweep keeps its finished runs and ends by itself (a
                    // second signal would end it at once).
                    sweep.destroy();
                    stopAsked = System.currentTimeMillis();
                } else if (stopAsked > 0 && System.currentTimeMillis() - stopAsked > STOP_GRACE_MILLIS) {
                    sweep.destroyForcibly();
                }
            }
            show(progress, shown, monitor);
            reader.join(5_000);
            exitCode = sweep.exitValue();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return Status.CANCEL_STATUS;
        } finally {
            if (sweep.isAlive()) {
                sweep.destroy();
            }
            try {
                Runtime.getRuntime().removeShutdownHook(endWithWorkbench);
            } catch (IllegalStateException shuttingDown) {
                // The hook ends the sweep in any case.
            }
            monitor.done();
        }
        if (exitCode == 0) {
            return Status.OK_STATUS;
        }
        if (exitCode == STOPPED) {
            return Status.CANCEL_STATUS;
        }
        synchronized (said) {
            return Status.error(NLS.bind(Messages.SweepJob_failed, new Object[] {request.scenario().getFileName(),
                    exitCode,
                String.join("\n", said)}));
        }
    }

    /** Moves the monitor to the newest progress line; on this job's thread, as monitors want. */
    private static long show(AtomicLongArray progress, long shown, IProgressMonitor monitor) {
        long done = progress.get(0);
        if (done == shown || done < 0) {
            return shown;
        }
        int total = (int) progress.get(1);
        if (shown < 0) {
            monitor.beginTask(Messages.SweepJob_running, total);
            shown = 0;
        }
        monitor.worked((int) (done - shown));
        long left = progress.get(2);
        monitor.subTask(left < 0 ? NLS.bind(Messages.SweepJob_runsDone, done, total)
                : NLS.bind(Messages.SweepJob_runsDoneAndLeft, new Object[] {done, total, left}));
        return done;
    }

    /**
     * Reads the sweep's standard error to its end: progress lines are noted, the last others kept
     * for an error message.
     */
    private static void follow(Process sweep, AtomicLongArray progress, Deque<String> said) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(sweep.getErrorStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                if (!progressLine(line, progress) && !line.startsWith("WARNING")) {
                    synchronized (said) {
                        said.addLast(line);
                        if (said.size() > LINES_KEPT) {
                            said.removeFirst();
                        }
                    }
                }
            }
        } catch (IOException ended) {
            // The sweep ended; its exit code tells how.
        }
    }

    private static boolean progressLine(String line, AtomicLongArray progress) {
        String[] words = line.split(" ");
        if (words.length != 4 || !"progress".equals(words[0])) {
            return false;
        }
        try {
            long done = Long.parseLong(words[1]);
            progress.set(1, Long.parseLong(words[2]));
            progress.set(2, Long.parseLong(words[3]));
            progress.set(0, done);
            return true;
        } catch (NumberFormatException notProgress) {
            return false;
        }
    }
}
