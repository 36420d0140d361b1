package org.crowdstudio.steering.orca;

/**
 * The neighbours an agent avoids, in parallel arrays the caller fills and reuses every step:
 * positions (m), velocities (m/s) and radii (m).
 */
public final class Neighbours {

    private double[] xs;
    private double[] ys;
    private double[] vxs;
    private double[] vys;
    private double[] radii;
    private int count;

    public Neighbours(int capacity) {
        xs = new double[capacity];
        ys = new double[capacity];
        vxs = new double[capacity];
        vys = new double[capacity];
        radii = new double[capacity];
    }

    /** Forgets all neighbours; capacity is kept. */
    public void clear() {
        count = 0;
    }

    /** Adds a neighbour, growing the arrays if needed. */
    public void add(double x, double y, double vx, double vy, double radius) {
        if (count == xs.length) {
            int capacity = Math.max(4, count * 2);
            xs = java.util.Arrays.copyOf(xs, capacity);
            ys = java.util.Arrays.copyOf(ys, capacity);
            vxs = java.util.Arrays.copyOf(vxs, capacity);
            vys = java.util.Arrays.copyOf(vys, capacity);
            radii = java.util.Arrays.copyOf(radii, capacity);
        }
        xs[count] = x;
        ys[count] = y;
        vxs[count] = vx;
        vys[count] = vy;
        radii[count] = radius;
        count++;
    }

    public int count() {
        return count;
    }

    public double x(int i) {
        return xs[i];
    }

    public double y(int i) {
        return ys[i];
    }

    public double vx(int i) {
        return vxs[i];
    }

    public double vy(int i) {
        return vys[i];
    }

    public double radius(int i) {
        return radii[i];
    }
}
