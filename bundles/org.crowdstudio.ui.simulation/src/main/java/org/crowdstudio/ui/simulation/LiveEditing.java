package org.crowdstudio.ui.simulation;

import java.util.EventObject;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.crowdstudio.compiler.LiveEdit;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;

/**
 * Keeps a running simulation in step with its scenario editor: once the artist has stopped editing
 * for a moment (a sketch stroke, a parameter typed in, an undo), the edited scenario is compiled
 * off the UI thread and applied to the run between two steps, without a restart. An edit the run
 * cannot take (other agents, moved obstacles) is left for Reset, and the artist is told why.
 */
final class LiveEditing {

    /** Edits closer together than this are applied together: one compile per pause in the artist's work. */
    static final int QUIET_MILLIS = 300;

    private final Display display;
    private final Supplier<SimulationSession> running;
    private final Consumer<String> tell;
    private final Consumer<World> worldChanged;
    private final CommandStackListener edited = this::edited;
    private final Runnable applyLatest = this::applyLatest;
    /** Counts edits, so a compile that finishes after a newer edit was made is thrown away. */
    private final AtomicInteger edits = new AtomicInteger();
    private ScenarioEditor editor;

    /**
     * @param running the session edits apply to, or null while none runs; read on the UI thread
     * @param tell shows the artist what became of an edit (on the UI thread)
     * @param worldChanged told the run's world after an edit was applied (on the UI thread)
     */
    LiveEditing(Display display, Supplier<SimulationSession> running, Consumer<String> tell, Consumer<World> worldChanged) {
        this.display = display;
        this.running = running;
        this.tell = tell;
        this.worldChanged = worldChanged;
    }

    /** Follows the edits of this editor from now on, and no longer those of the one before; null for none. */
    void follow(ScenarioEditor next) {
        if (editor != null) {
            stackOf(editor).removeCommandStackListener(edited);
        }
        editor = next;
        edits.incrementAndGet();
        if (editor != null) {
            stackOf(editor).addCommandStackListener(edited);
        }
    }

    private static CommandStack stackOf(ScenarioEditor editor) {
        return editor.getEditingDomain().getCommandStack();
    }

    private void edited(EventObject event) {
        edits.incrementAndGet();
        // Scheduling the same runnable again postpones it: the edit is applied once the artist pauses.
        display.asyncExec(() -> {
            if (!display.isDisposed()) {
                display.timerExec(QUIET_MILLIS, applyLatest);
            }
        });
    }

    private void applyLatest() {
        SimulationSession session = running.get();
        if (editor == null || session == null) {
            return;
        }
        int edit = edits.get();
        Scenario copy = EcoreUtil.copy(editor.scenario());
        Job compile = Job.create(Messages.LiveEditing_applyingTheEditToThe, monitor -> {
            List<ValidationProblem> errors = RunGate.errors(copy);
            if (!errors.isEmpty()) {
                report(session, NLS.bind(Messages.LiveEditing_theEditIsNotApplied, errors.get(0)));
                return Status.OK_STATUS;
            }
            try {
                LiveEdit prepared = new ScenarioCompiler(EquinoxAlgorithms.registry()).prepareLiveEdit(copy, session.compiled());
                if (edit != edits.get()) {
                    return Status.OK_STATUS;
                }
                AtomicReference<LiveEdit.Result> result = new AtomicReference<>();
                session.live().change(simulation -> {
                    // A newer edit may have been made while this one compiled; it will be applied instead.
                    if (edit == edits.get()) {
                        result.set(prepared.applyTo(simulation));
                    }
                }).whenComplete((done, failure) -> display.asyncExec(() -> {
                    if (running.get() != session || display.isDisposed()) {
                        return;
                    }
                    LiveEdit.Result outcome = result.get();
                    if (failure != null) {
                        tell.accept(NLS.bind(Messages.LiveEditing_theEditCouldNotBe, describe(failure)));
                    } else if (outcome != null && !outcome.applied()) {
                        tell.accept(NLS.bind(Messages.LiveEditing_thisEditTakesEffectOn, outcome.note()));
                    } else if (outcome != null) {
                        worldChanged.accept(prepared.world());
                        tell.accept(String.format(Messages.LiveEditing_editAppliedToTheRunning, session.latest().time())
                                + (outcome.note() == null ? "." : NLS.bind(Messages.LiveEditing_0TakeEffectOnReset, outcome.note())));
                    }
                }));
            } catch (ScenarioCompileException problems) {
                report(session, NLS.bind(Messages.LiveEditing_theEditIsNotApplied2,
                        problems.problems().stream().findFirst().map(Object::toString).orElse("")));
            } catch (RuntimeException refused) {
                // An algorithm refusing an edited parameter, say; or the run was closed (reset,
                // editor closed) while the edit compiled, and then no one is told.
                report(session, NLS.bind(Messages.LiveEditing_theEditIsNotApplied3, describe(refused)), refused);
            }
            return Status.OK_STATUS;
        });
        compile.setSystem(true);
        compile.schedule();
    }

    private void report(SimulationSession session, String message) {
        report(session, message, null);
    }

    /** Tells the artist, if the run is still the one edited; an unexpected failure goes to the Error Log too. */
    private void report(SimulationSession session, String message, RuntimeException failure) {
        display.asyncExec(() -> {
            if (running.get() == session) {
                tell.accept(message);
                if (failure != null) {
                    ILog.of(LiveEditing.class).log(Status.warning(message, failure));
                }
            }
        });
    }

    private static String describe(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    void dispose() {
        follow(null);
    }
}
