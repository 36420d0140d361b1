package org.crowdstudio.ui.simulation;

import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.StepObserver;

/**
 * Copies every step of a simulation into a {@link Frame} on the simulation's thread, with the
 * snapshots of the contributed overlays the view shows, for a view to pick up when it next draws
 * (with the step before it and when each arrived, {@link FrameMotion}), and adds it to the run's
 * {@link RunHistory}.
 */
final class FramePublisher implements StepObserver {

    /** Read only on the simulation's thread. */
    private final Simulation simulation;
    private final Crowd crowd;
    private final ConversationTracker conversations;
    private final ContributedOverlays overlays;
    private final AtomicReference<FrameMotion> motion = new AtomicReference<>();
    private final RunHistory history = new RunHistory();

    /** Publishes the simulation's state as it is now; call before the simulation's thread starts. */
    FramePublisher(Simulation simulation, ConversationTracker conversations, ContributedOverlays overlays) {
        this.simulation = simulation;
        this.crowd = simulation.crowd();
        this.conversations = conversations;
        this.overlays = overlays;
        stepped(0, 0, crowd);
    }

    @Override
    public void stepped(long step, double time, CrowdState state) {
        int size = state.size();
        double[] positions = new double[2 * size];
        double[] velocities = new double[2 * size];
        double[] headings = new double[size];
        double[] radii = new double[size];
        double[] goals = new double[2 * size];
        for (int agent = 0; agent < size; agent++) {
            positions[2 * agent] = state.x(agent);
            positions[2 * agent + 1] = state.y(agent);
            velocities[2 * agent] = state.vx(agent);
            velocities[2 * agent + 1] = state.vy(agent);
            headings[agent] = state.heading(agent);
            radii[agent] = state.radius(agent);
            boolean heading = crowd.hasCurrentGoal(agent);
            goals[2 * agent] = heading ? crowd.currentGoalX(agent) : Double.NaN;
            goals[2 * agent + 1] = heading ? crowd.currentGoalY(agent) : Double.NaN;
        }
        ConversationTracker.Snapshot together = conversations.snapshot();
        Frame frame = new Frame(step, time, positions, velocities, headings, radii, goals, together.partners(), together.walking(),
                simulation.lastReport(), Map.of());
        Map<String, Object> captured = overlays.capture(simulation, frame);
        if (!captured.isEmpty()) {
            frame = frame.withOverlays(captured);
        }
        history.record(frame);
        long now = System.nanoTime();
        FrameMotion before = motion.get();
        motion.set(before == null ? FrameMotion.first(frame, now) : before.next(frame, now));
    }

    /**
     * Captures the shown overlays again for the newest frame, so an overlay turned on while the run
     * is paused shows at once. On the simulation's thread, between steps.
     */
    void recapture() {
        FrameMotion current = motion.get();
        motion.set(current.withNewest(current.to().withOverlays(overlays.capture(simulation, current.to()))));
    }

    /** The newest frame; never null. */
    Frame latest() {
        return motion.get().to();
    }

    /** The two newest frames and when they arrived, for drawing between them; never null. */
    FrameMotion motion() {
        return motion.get();
    }

    RunHistory history() {
        return history;
    }
}
