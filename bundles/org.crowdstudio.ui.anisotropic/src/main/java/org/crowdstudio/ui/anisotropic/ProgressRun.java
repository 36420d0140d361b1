package org.crowdstudio.ui.anisotropic;

import java.lang.reflect.InvocationTargetException;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.operation.IRunnableContext;

/**
 * Long work (reading a trajectory file, a scenario to compare with) run off the UI thread under a
 * progress monitor, whose outcome is a value or the words of what went wrong, for the dialog or
 * wizard page to show.
 */
final class ProgressRun {

    /** The work; it says what went wrong by throwing {@link IllegalArgumentException} with words for the artist. */
    @FunctionalInterface
    interface Work<T> {
        T run(IProgressMonitor monitor);
    }

    /** A value, or why there is none; neither when the artist cancelled. */
    record Outcome<T>(Optional<T> value, String problem) {
    }

    private ProgressRun() {
    }

    static <T> Outcome<T> run(IRunnableContext context, String task, Work<T> work) {
        Object[] value = new Object[1];
        String[] problem = new String[1];
        try {
            context.run(true, true, monitor -> {
                monitor.beginTask(task, IProgressMonitor.UNKNOWN);
                try {
                    value[0] = work.run(monitor);
                } catch (IllegalArgumentException refused) {
                    problem[0] = refused.getMessage();
                } finally {
                    monitor.done();
                }
            });
        } catch (InvocationTargetException failed) {
            problem[0] = String.valueOf(failed.getCause().getMessage());
        } catch (InterruptedException cancelled) {
            Thread.currentThread().interrupt();
        }
        @SuppressWarnings("unchecked")
        T made = (T) value[0];
        return new Outcome<>(Optional.ofNullable(made), problem[0]);
    }
}
