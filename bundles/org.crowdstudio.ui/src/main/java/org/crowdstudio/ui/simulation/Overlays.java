package org.crowdstudio.ui.simulation;

import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.SimulationOverlay;
import org.crowdstudio.ui.simulation.spi.SimulationOverlays;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IActionBars;

/**
 * What the simulation view draws besides the crowd, as the artist chooses it from the view's menu
 * and tool bar: trails, goals, interaction fields mapped around their sources, and the overlays
 * methods contribute ({@link SimulationOverlays}), one toggle each.
 */
final class Overlays {

    private final TrailHistory trailHistory = new TrailHistory();
    private final FieldOverlay fieldOverlay;
    private final ContributedOverlays contributed;
    private final Map<String, IAction> contributedActions = new LinkedHashMap<>();
    private final Display display;
    private final Runnable redraw;
    private final Runnable recapture;
    private final Consumer<String> problem;
    private final BitSet shownFields = new BitSet();
    private FieldScene scene = FieldScene.empty(0);
    private boolean trails;
    private boolean goals;
    private IAction trailsAction;
    private IAction goalsAction;
    private IAction fieldsAction;

    /**
     * @param redraw asks the canvas to draw again
     * @param recapture asks the run to capture the shown contributed overlays for its newest step now
     * @param problem shows the artist what went wrong when a contributed overlay failed (on the UI thread)
     */
    Overlays(Display display, Runnable redraw, Runnable recapture, Consumer<String> problem) {
        this.fieldOverlay = new FieldOverlay(display);
        this.contributed = new ContributedOverlays(SimulationOverlays.installed(), this::contributionFailed);
        this.display = display;
        this.redraw = redraw;
        this.recapture = recapture;
        this.problem = problem;
    }

    /** The contributed overlays, whose shown ones a run captures at every step. */
    ContributedOverlays contributed() {
        return contributed;
    }

    /** A new run: trails start again; the chosen fields stay chosen where the new run has them. */
    void newRun(FieldScene fields) {
        trailHistory.clear();
        fieldsEdited(fields);
    }

    /** The run's fields were edited while it runs: the same bindings drawn as they are now, trails kept. */
    void fieldsEdited(FieldScene fields) {
        scene = fields;
        shownFields.clear(fields.bindings().size(), Math.max(fields.bindings().size(), shownFields.length()));
        syncActions();
        redraw.run();
    }

    /** Drawn under the crowd: the fields. */
    void paintFloor(GC gc, MetreView view, Frame frame) {
        if (!shownFields.isEmpty()) {
            fieldOverlay.paint(gc, view, scene, shownFields, frame);
        }
    }

    /** Drawn under the agents but over the floor: trails, goals and the contributed overlays. */
    void paintMarks(GC gc, MetreView view, Frame frame, CrowdPainter painter, Color[] profileColours, int[] profileOf, int inspected) {
        if (trails) {
            trailHistory.offer(frame);
            trailHistory.paint(gc, view, frame, profileColours, profileOf);
        }
        if (goals) {
            painter.paintGoals(gc, view, frame, inspected);
        }
        contributed.paint(gc, view, frame, false);
    }

    /** Drawn over the agents: what the contributed overlays must not let a body hide. */
    void paintOverAgents(GC gc, MetreView view, Frame frame) {
        contributed.paint(gc, view, frame, true);
    }

    void showTrails(boolean show) {
        trails = show;
        if (!show) {
            trailHistory.clear();
        }
        changed();
    }

    void showGoals(boolean show) {
        goals = show;
        changed();
    }

    /** Shows or hides the field binding with this index in the compiled scene. */
    void showField(int binding, boolean show) {
        if (binding >= 0 && binding < scene.bindings().size()) {
            shownFields.set(binding, show);
            changed();
        }
    }

    void showAllFields(boolean show) {
        shownFields.clear();
        if (show) {
            shownFields.set(0, scene.bindings().size());
        }
        changed();
    }

    /**
     * Shows or hides a contributed overlay; a run captures it from its newest step on.
     *
     * @throws IllegalArgumentException if no overlay has this id
     */
    void showContributed(String id, boolean show) {
        contributed.show(id, show);
        if (show) {
            recapture.run();
        }
        changed();
    }

    boolean contributedShown(String id) {
        return contributed.shown(id);
    }

    /** On whichever thread the overlay failed: the toggle and the artist learn of it on the UI thread. */
    private void contributionFailed(String message) {
        display.asyncExec(() -> {
            syncActions();
            problem.accept(message);
            redraw.run();
        });
    }

    boolean fieldShown(int binding) {
        return shownFields.get(binding);
    }

    List<String> fieldNames() {
        return FieldOverlay.names(scene);
    }

    int trailSamples() {
        return trailHistory.count();
    }

    private void changed() {
        syncActions();
        redraw.run();
    }

    /** Adds the overlay choices to the view's menu and tool bar. */
    void contributeTo(IActionBars bars) {
        trailsAction = toggle("Trails", "Show where each agent walked over the last 8 seconds", this::showTrails);
        goalsAction = toggle("Goals", "Show the goals agents head for, and the inspected agent's way to its goal", this::showGoals);
        fieldsAction = toggle("Fields", "Show every interaction field around its sources, as the receivers meet it", this::showAllFields);
        for (SimulationOverlay<?> overlay : contributed.all()) {
            String id = overlay.id();
            contributedActions.put(id, toggle(overlay.label(), overlay.description(), show -> showContributed(id, show)));
        }
        bars.getToolBarManager().add(trailsAction);
        bars.getToolBarManager().add(goalsAction);
        bars.getToolBarManager().add(fieldsAction);
        contributedActions.values().forEach(bars.getToolBarManager()::add);
        IMenuManager menu = bars.getMenuManager();
        menu.add(trailsAction);
        menu.add(goalsAction);
        contributedActions.values().forEach(menu::add);
        MenuManager fields = new MenuManager("Interaction Fields");
        fields.setRemoveAllWhenShown(true);
        fields.addMenuListener(shown -> fillFieldMenu(shown));
        // A menu manager with no items is not shown at all; the listener fills it when opened.
        fields.add(new Separator());
        menu.add(fields);
        bars.updateActionBars();
    }

    private void fillFieldMenu(IMenuManager menu) {
        List<String> names = fieldNames();
        if (names.isEmpty()) {
            IAction none = new Action("(the scenario has no interaction fields)") {
            };
            none.setEnabled(false);
            menu.add(none);
            return;
        }
        menu.add(action("Show All", () -> showAllFields(true)));
        menu.add(action("Hide All", () -> showAllFields(false)));
        menu.add(new Separator());
        for (int b = 0; b < names.size(); b++) {
            int binding = b;
            IAction item = toggle(names.get(b), null, show -> showField(binding, show));
            item.setChecked(fieldShown(b));
            menu.add(item);
        }
    }

    private void syncActions() {
        if (trailsAction != null) {
            trailsAction.setChecked(trails);
            goalsAction.setChecked(goals);
            fieldsAction.setChecked(!shownFields.isEmpty());
            fieldsAction.setEnabled(!scene.bindings().isEmpty());
        }
        contributedActions.forEach((id, action) -> action.setChecked(contributed.shown(id)));
    }

    private static IAction toggle(String text, String tip, java.util.function.Consumer<Boolean> apply) {
        IAction action = new Action(text, IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                apply.accept(isChecked());
            }
        };
        action.setToolTipText(tip);
        return action;
    }

    private static IAction action(String text, Runnable run) {
        return new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
    }
}
