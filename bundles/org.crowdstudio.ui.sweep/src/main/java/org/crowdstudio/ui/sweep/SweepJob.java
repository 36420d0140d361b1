package org.crowdstudio.ui.sweep;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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
 * finished runs. When the sweep ends, what it said on error becomes the job's message.
 */
final class SweepJob extends Job {

    /** The ./crowdstudio script the workbench was started by; the launcher passes it. */
    static final String LAUNCHER_PROPERTY = "crowdstudio.launcher";
    static final String FAMILY = "org.crowdstudio.ui.sweep";

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
            sweep = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.PIPE)
                    .start();
            List<String> said = new ArrayList<>();
            Thread reader = Thread.ofVirtual().start(() -> follow(sweep, monitor, said));
            boolean stopping = false;
            while (!sweep.waitFor(200, TimeUnit.MILLISECONDS)) {
                if (monitor.isCanceled() && !stopping) {
                    // As Ctrl-C, once: the sweep keeps its finished runs and ends by itself (a
                    // second signal would end it at once).
                    sweep.destroy();
                    stopping = true;
                }
            }
            reader.join();
            exitCode = sweep.exitValue();
            monitor.done();
            if (exitCode == 0) {
                return Status.OK_STATUS;
            }
            if (monitor.isCanceled() || exitCode == 130) {
                return Status.CANCEL_STATUS;
            }
            synchronized (said) {
                return Status.error(NLS.bind(Messages.SweepJob_failed, request.scenario().getFileName(),
                        String.join("\n", said)));
            }
        } catch (IOException cannotStart) {
            return Status.error(NLS.bind(Messages.SweepJob_cannotStart, launcher), cannotStart);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return Status.CANCEL_STATUS;
        }
    }

    /** Reads the sweep's standard error: progress lines move the monitor, the rest is kept for an error message. */
    private static void follow(Process sweep, IProgressMonitor monitor, List<String> said) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(sweep.getErrorStream(),
                StandardCharsets.UTF_8))) {
            int reported = -1;
            String line;
            while ((line = lines.readLine()) != null) {
                String[] words = line.split(" ");
                if (words.length == 4 && "progress".equals(words[0])) {
                    int done = Integer.parseInt(words[1]);
                    int total = Integer.parseInt(words[2]);
                    if (reported < 0) {
                        monitor.beginTask(Messages.SweepJob_running, total);
                        reported = 0;
                    }
                    monitor.worked(done - reported);
                    reported = done;
                    long left = Long.parseLong(words[3]);
                    monitor.subTask(left < 0 ? NLS.bind(Messages.SweepJob_runsDone, done, total)
                            : NLS.bind(Messages.SweepJob_runsDoneAndLeft, new Object[] {done, total, left}));
                } else if (!line.startsWith("WARNING")) {
                    synchronized (said) {
                        said.add(line);
                    }
                }
            }
        } catch (IOException | NumberFormatException ended) {
            // The sweep ended or said something else; its exit code tells.
        }
    }
}
