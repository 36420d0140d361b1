package org.crowdstudio.ui.simulation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.crowdstudio.engine.spi.World;
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
 * and tool bar: trails, goals, and the overlays methods contribute ({@link SimulationOverlays}),
 * one toggle each, and a submenu for one made of parts (each interaction field, say).
 */
final class Overlays {

    private final TrailHistory trailHistory = new TrailHistory();
    final ContributedOverlays contributed;
    private final Map<String, IAction> contributedActions = new LinkedHashMap<>();
    private final Display display;
    private final Runnable redraw;
    private final Runnable recapture;
    private final Consumer<String> problem;
    private boolean trails;
    private boolean goals;
    private IAction trailsAction;
    private IAction goalsAction;

    /**
     * @param redraw asks the canvas to draw again
     * @param recapture asks the run to capture the shown contributed overlays for its newest step now
     * @param problem shows the artist what went wrong when a contributed overlay failed (on the UI thread)
     */
    Overlays(Display display, Runnable redraw, Runnable recapture, Consumer<String> problem) {
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

    /** A new run: trails start again; the chosen parts of overlays stay chosen where the new run has them. */
    void newRun(World world) {
        trailHistory.clear();
        worldChanged(world);
    }

    /** The run's world was edited while it runs: overlays show their parts as they are now, trails kept. */
    void worldChanged(World world) {
        contributed.worldChanged(world);
        syncActions();
        redraw.run();
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

    /**
     * Shows or hides one part of a contributed overlay; a run captures it from its newest step on.
     *
     * @throws IllegalArgumentException if no overlay has this id, or it has no such part
     */
    void showContributedPart(String id, int part, boolean show) {
        contributed.showPart(id, part, show);
        if (contributed.shown(id)) {
            recapture.run();
        }
        changed();
    }

    List<String> contributedParts(String id) {
        return contributed.parts(id);
    }

    /** On whichever thread the overlay failed: the toggle and the artist learn of it on the UI thread. */
    private void contributionFailed(String message) {
        display.asyncExec(() -> {
            syncActions();
            problem.accept(message);
            redraw.run();
        });
    }

    private void changed() {
        syncActions();
        redraw.run();
    }

    /** Adds the overlay choices to the view's menu and tool bar. */
    void contributeTo(IActionBars bars) {
        trailsAction = toggle(Messages.Overlays_trails, Messages.Overlays_showWhereEachAgentWalked, this::showTrails);
        goalsAction = toggle(Messages.Overlays_goals, Messages.Overlays_showTheGoalsAgentsHead, this::showGoals);
        for (SimulationOverlay<?> overlay : contributed.all()) {
            String id = overlay.id();
            contributedActions.put(id, toggle(overlay.label(), overlay.description(), show -> showContributed(id, show)));
        }
        bars.getToolBarManager().add(trailsAction);
        bars.getToolBarManager().add(goalsAction);
        contributedActions.values().forEach(bars.getToolBarManager()::add);
        IMenuManager menu = bars.getMenuManager();
        menu.add(trailsAction);
        menu.add(goalsAction);
        for (SimulationOverlay<?> overlay : contributed.all()) {
            if (overlay.hasParts()) {
                menu.add(partsMenu(overlay));
            } else {
                menu.add(contributedActions.get(overlay.id()));
            }
        }
        bars.updateActionBars();
    }

    /** A submenu that shows an overlay's parts one by one, filled with the run's parts when opened. */
    private MenuManager partsMenu(SimulationOverlay<?> overlay) {
        MenuManager parts = new MenuManager(overlay.label());
        parts.setRemoveAllWhenShown(true);
        parts.addMenuListener(shown -> fillPartsMenu(shown, overlay.id()));
        // A menu manager with no items is not shown at all; the listener fills it when opened.
        parts.add(new Separator());
        return parts;
    }

    private void fillPartsMenu(IMenuManager menu, String id) {
        List<String> names = contributed.parts(id);
        if (names.isEmpty()) {
            IAction none = new Action(Messages.Overlays_noneInThisRun) {
            };
            none.setEnabled(false);
            menu.add(none);
            return;
        }
        menu.add(action(Messages.Overlays_showAll, () -> showContributed(id, true)));
        menu.add(action(Messages.Overlays_hideAll, () -> showContributed(id, false)));
        menu.add(new Separator());
        for (int p = 0; p < names.size(); p++) {
            int part = p;
            IAction item = toggle(names.get(p), null, show -> showContributedPart(id, part, show));
            item.setChecked(contributed.partShown(id, p));
            menu.add(item);
        }
    }

    private void syncActions() {
        if (trailsAction != null) {
            trailsAction.setChecked(trails);
            goalsAction.setChecked(goals);
        }
        for (SimulationOverlay<?> overlay : contributed.all()) {
            IAction action = contributedActions.get(overlay.id());
            if (action != null) {
                action.setChecked(contributed.shown(overlay.id()));
                action.setEnabled(!overlay.hasParts() || !contributed.parts(overlay.id()).isEmpty());
            }
        }
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
