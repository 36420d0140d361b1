package org.crowdstudio.ui.simulation;

import java.util.List;

import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Scale;

/** What the workbench's tests read and press in SimulationView; a test fragment, never shipped. */
public final class SimulationViewProbe {

    private SimulationViewProbe() {
    }

    /**
     * Where an agent is at the newest step, in the canvas's pixels; while the run plays it is
     * drawn up to a step behind.
     */
    public static Point pixelOf(SimulationView simulation, int agent) {
        double[] positions = simulation.session.latest().positions();
        MetreView view = simulation.view;
        return new Point((int) Math.round(view.toPixelX(positions[2 * agent])),
                (int) Math.round(view.toPixelY(positions[2 * agent + 1])));
    }

    /** Where an agent is at the newest step, {x, y} in metres. */
    public static double[] positionOf(SimulationView simulation, int agent) {
        double[] positions = simulation.session.latest().positions();
        return new double[] {positions[2 * agent], positions[2 * agent + 1]};
    }

    /** The canvas the crowd is drawn on. */
    public static Canvas canvas(SimulationView simulation) {
        return simulation.canvas;
    }

    /** The link to the editor's problems shown when the scenario cannot run. */
    public static Link problemsLink(SimulationView simulation) {
        return simulation.showProblems;
    }

    /** The slider of a declared live control (GlobalInterest: "globalInterest"), or null. */
    public static Scale liveControl(SimulationView simulation, String name) {
        return LiveControlsProbe.slider(simulation.liveControls, name);
    }

    /** The speed chooser. */
    public static Combo speedChooser(SimulationView simulation) {
        return simulation.speed;
    }

    /**
     * What a contributed overlay captured of the newest step.
     *
     * @return the overlay's snapshot, or null when it is hidden, has nothing to draw or before a run
     */
    public static Object overlaySnapshot(SimulationView simulation, String id) {
        return simulation.session == null ? null : simulation.session.latest().overlays().get(id);
    }

    /** The single-step button. */
    public static Button stepButton(SimulationView simulation) {
        return simulation.step;
    }

    /** The play/pause toggle. */
    public static Button playButton(SimulationView simulation) {
        return simulation.play;
    }

    /** What the view says under the canvas now (the run's figures and the last notice). */
    public static String statusText(SimulationView simulation) {
        return simulation.status.getText();
    }

    /** The check box that hands a user-controlled agent back to its route when the keys rest. */
    public static Button autopilotButton(SimulationView simulation) {
        return simulation.autopilot;
    }

    /** Simulation time of the newest step; NaN before a run has started. */
    public static double simulationTime(SimulationView simulation) {
        return simulation.session == null ? Double.NaN : simulation.session.latest().time();
    }

    /**
     * Shows or hides an overlay a method contributes, as its toggle in the view's menu does.
     *
     * @param id the overlay's id, e.g. {@code groups}
     * @throws IllegalArgumentException if no installed overlay has this id
     */
    public static void showOverlay(SimulationView simulation, String id, boolean show) {
        simulation.overlays.showContributed(id, show);
    }

    /**
     * Shows or hides one part of a contributed overlay, as its submenu in the view's menu does.
     *
     * @param part the part's index among {@link #overlayParts}
     * @throws IllegalArgumentException if no installed overlay has this id, or it has no such part
     */
    public static void showOverlayPart(SimulationView simulation, String id, int part, boolean show) {
        simulation.overlays.showContributedPart(id, part, show);
    }

    /** Whether the contributed overlay with this id is shown. */
    public static boolean overlayShown(SimulationView simulation, String id) {
        return OverlaysProbe.contributedShown(simulation.overlays, id);
    }

    /**
     * Where an agent was last painted, {x, y} in metres: while the run plays, somewhere between its
     * two newest steps; null before the first paint of a run.
     */
    public static double[] shownPositionOf(SimulationView simulation, int agent) {
        Frame shown = simulation.shown;
        return shown == null ? null : new double[] {shown.x(agent), shown.y(agent)};
    }

    /** The agent watched beside the inspected one, or -1. */
    public static int watchedAgent(SimulationView simulation) {
        return simulation.watched;
    }

    /** The id of the agent being inspected, or -1. */
    public static int inspectedAgent(SimulationView simulation) {
        return simulation.inspected;
    }

    /** The fraction of agents in a conversation at the newest step; 0 before a run. */
    public static double socialisingFraction(SimulationView simulation) {
        return simulation.session == null ? 0 : simulation.session.latest().socialisingFraction();
    }

    /** Steps the run has taken; 0 before a run. */
    public static long stepCount(SimulationView simulation) {
        return simulation.session == null ? 0 : simulation.session.latest().step();
    }

    /** Shows or hides every agent's trail over the last seconds. */
    public static void showTrails(SimulationView simulation, boolean show) {
        simulation.overlays.showTrails(show);
    }

    /** Shows or hides the goals agents head for. */
    public static void showGoals(SimulationView simulation, boolean show) {
        simulation.overlays.showGoals(show);
    }

    /** The parts of a contributed overlay in this run, as its submenu lists them; empty before a run. */
    public static List<String> overlayParts(SimulationView simulation, String id) {
        return simulation.overlays.contributedParts(id);
    }
}
