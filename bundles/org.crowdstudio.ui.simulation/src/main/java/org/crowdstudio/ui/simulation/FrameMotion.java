package org.crowdstudio.ui.simulation;

/**
 * The two newest steps of a run and when each arrived, so that the view draws the crowd moving
 * between them at the display's rate rather than jumping once a step: the fixed simulation step
 * drawn as game engines draw it, one step behind, each agent slid along the straight line between
 * its two positions and turned the short way between its two headings.
 *
 * @param from the step before the newest, or null before the second step
 * @param to the newest step
 * @param fromNanos when {@code from} arrived, {@link System#nanoTime()}
 * @param toNanos when {@code to} arrived
 */
record FrameMotion(Frame from, Frame to, long fromNanos, long toNanos) {

    /** The longest time one step is spread over: a step after a long pause is shown at once. */
    static final long LONGEST_SPAN_NANOS = 500_000_000L;
    /** An agent that moved farther in one step was placed, not walking: it is shown where it is. */
    private static final double JUMP_METRES = 3;

    /** The first step of a run. */
    static FrameMotion first(Frame frame, long nanos) {
        return new FrameMotion(null, frame, nanos, nanos);
    }

    /** The motion once {@code newest} has arrived at {@code nanos}. */
    FrameMotion next(Frame newest, long nanos) {
        return new FrameMotion(to, newest, toNanos, nanos);
    }

    /** The same motion with the newest step replaced by its copy (overlays captured again). */
    FrameMotion withNewest(Frame newest) {
        return new FrameMotion(from, newest, fromNanos, toNanos);
    }

    /**
     * @param now {@link System#nanoTime()} at drawing
     * @return how far the drawing is from the older step to the newest, 0 to 1: the time since the
     *         newest arrived over the time between the two arrivals
     */
    double progress(long now) {
        long span = toNanos - fromNanos;
        if (from == null || span <= 0 || span > LONGEST_SPAN_NANOS) {
            return 1;
        }
        return Math.clamp((double) (now - toNanos) / span, 0.0, 1.0);
    }

    /** The crowd as it is shown at {@code progress} of the way from the older step to the newest. */
    Frame at(double progress) {
        if (progress >= 1 || from == null || from.size() != to.size()) {
            return to;
        }
        double[] older = from.positions();
        double[] newer = to.positions();
        double[] positions = new double[newer.length];
        double[] headings = new double[to.size()];
        for (int agent = 0; agent < headings.length; agent++) {
            double dx = newer[2 * agent] - older[2 * agent];
            double dy = newer[2 * agent + 1] - older[2 * agent + 1];
            boolean placed = dx * dx + dy * dy > JUMP_METRES * JUMP_METRES;
            double share = placed ? 1 : progress;
            positions[2 * agent] = older[2 * agent] + share * dx;
            positions[2 * agent + 1] = older[2 * agent + 1] + share * dy;
            headings[agent] = turned(from.heading(agent), to.heading(agent), share);
        }
        double time = from.time() + progress * (to.time() - from.time());
        return new Frame(to.step(), time, positions, to.velocities(), headings, to.radii(), to.goals(), to.partners(),
                to.walkingTogether(), to.report(), to.overlays());
    }

    /** The heading {@code share} of the way from {@code older} to {@code newer}, turning the short way. */
    static double turned(double older, double newer, double share) {
        // Headings are not kept within one turn: take whole turns off the difference, however many.
        double turn = Math.IEEEremainder(newer - older, 2 * Math.PI);
        return older + share * turn;
    }
}
