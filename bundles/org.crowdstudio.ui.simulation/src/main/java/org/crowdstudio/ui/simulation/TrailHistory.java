package org.crowdstudio.ui.simulation;

import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * Where every agent was over the last seconds, sampled from the frames the view draws at a fixed
 * interval of simulation time, and drawn as a fading line behind each agent. Kept on the UI thread:
 * the simulation never pays for trails nobody looks at.
 */
final class TrailHistory {

    /** Simulation seconds between two samples. */
    static final double INTERVAL = 0.25;
    /** Samples kept: eight seconds of walking. */
    static final int LENGTH = 32;

    private double[][] samples = new double[0][];
    private int count;
    private int next;
    private double lastTime = Double.NaN;

    void clear() {
        count = 0;
        next = 0;
        lastTime = Double.NaN;
    }

    /** Takes the frame's positions if an interval has passed since the last sample. */
    void offer(Frame frame) {
        if (samples.length != LENGTH || samples[0].length != frame.positions().length || frame.time() < lastTime) {
            samples = new double[LENGTH][frame.positions().length];
            clear();
        }
        if (!Double.isNaN(lastTime) && frame.time() - lastTime < INTERVAL - 1e-9) {
            return;
        }
        System.arraycopy(frame.positions(), 0, samples[next], 0, frame.positions().length);
        next = (next + 1) % LENGTH;
        count = Math.min(LENGTH, count + 1);
        lastTime = frame.time();
    }

    /** Samples held, oldest first up to {@link #LENGTH}. */
    int count() {
        return count;
    }

    /** Each agent's trail up to its position in the frame, in its profile's colour, faint. */
    void paint(GC gc, MetreView view, Frame frame, Color[] profileColours, int[] profileOf) {
        if (count == 0) {
            return;
        }
        int[] line = new int[2 * (count + 1)];
        gc.setAlpha(110);
        gc.setLineWidth(1);
        for (int agent = 0; agent < frame.size() && agent < samples[0].length / 2; agent++) {
            int points = 0;
            for (int k = 0; k < count; k++) {
                double[] sample = samples[(next - count + k + LENGTH) % LENGTH];
                line[points++] = (int) Math.round(view.toPixelX(sample[2 * agent]));
                line[points++] = (int) Math.round(view.toPixelY(sample[2 * agent + 1]));
            }
            line[points++] = (int) Math.round(view.toPixelX(frame.positions()[2 * agent]));
            line[points++] = (int) Math.round(view.toPixelY(frame.positions()[2 * agent + 1]));
            if (offScreen(view, line, points)) {
                continue;
            }
            gc.setForeground(profileColours[profileOf[agent] % profileColours.length]);
            gc.drawPolyline(line);
        }
        gc.setAlpha(255);
    }

    private static boolean offScreen(MetreView view, int[] line, int points) {
        for (int i = 0; i < points; i += 2) {
            if (line[i] >= 0 && line[i + 1] >= 0 && line[i] <= view.width() && line[i + 1] <= view.height()) {
                return false;
            }
        }
        return true;
    }
}
