package org.crowdstudio.ui.canvas;

/**
 * How a canvas shows a plane measured in metres: a scale in pixels per metre and the metre point
 * at the canvas's centre. y grows upwards in metres and downwards in pixels, as artists expect of
 * a top-down plan. Pan and zoom change only these two numbers, never the scene.
 */
public final class MetreView {

    private static final double MIN_SCALE = 2;
    private static final double MAX_SCALE = 2000;

    private double pixelsPerMetre = 40;
    private double centreX;
    private double centreY;
    private int width = 1;
    private int height = 1;

    /** Tells the view the canvas's current size in pixels. */
    public void resize(int widthPixels, int heightPixels) {
        width = Math.max(1, widthPixels);
        height = Math.max(1, heightPixels);
    }

    /** Shows the box [minX, maxX] × [minY, maxY] whole, centred, with a margin of 5 %. */
    public void fit(double minX, double minY, double maxX, double maxY) {
        double spanX = Math.max(maxX - minX, 1e-3);
        double spanY = Math.max(maxY - minY, 1e-3);
        pixelsPerMetre = clamp(0.9 * Math.min(width / spanX, height / spanY));
        centreX = (minX + maxX) / 2;
        centreY = (minY + maxY) / 2;
    }

    /** @return a view showing the same, which this one's later pans and zooms leave unchanged */
    public MetreView copy() {
        MetreView copy = new MetreView();
        copy.pixelsPerMetre = pixelsPerMetre;
        copy.centreX = centreX;
        copy.centreY = centreY;
        copy.width = width;
        copy.height = height;
        return copy;
    }

    /** @return whether the other view puts every metre point on the same pixel of a canvas of the same size */
    public boolean showsAs(MetreView other) {
        return pixelsPerMetre == other.pixelsPerMetre && centreX == other.centreX && centreY == other.centreY
                && width == other.width && height == other.height;
    }

    public double pixelsPerMetre() {
        return pixelsPerMetre;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public double toPixelX(double metresX) {
        return width / 2.0 + (metresX - centreX) * pixelsPerMetre;
    }

    public double toPixelY(double metresY) {
        return height / 2.0 - (metresY - centreY) * pixelsPerMetre;
    }

    public double toMetresX(double pixelX) {
        return centreX + (pixelX - width / 2.0) / pixelsPerMetre;
    }

    public double toMetresY(double pixelY) {
        return centreY - (pixelY - height / 2.0) / pixelsPerMetre;
    }

    /** Moves the scene with the mouse by a drag of (dx, dy) pixels. */
    public void panByPixels(int dx, int dy) {
        centreX -= dx / pixelsPerMetre;
        centreY += dy / pixelsPerMetre;
    }

    /** Zooms by a factor, keeping the metre point under the pixel (px, py) where it is. */
    public void zoomAt(int px, int py, double factor) {
        double mx = toMetresX(px);
        double my = toMetresY(py);
        pixelsPerMetre = clamp(pixelsPerMetre * factor);
        centreX = mx - (px - width / 2.0) / pixelsPerMetre;
        centreY = my + (py - height / 2.0) / pixelsPerMetre;
    }

    /** The spacing in metres of grid lines at least {@code minPixels} apart: 0.1, 0.5, 1, 5, 10, ... */
    public double gridSpacing(int minPixels) {
        double[] steps = {0.1, 0.5, 1, 5, 10, 50, 100, 500};
        for (double step : steps) {
            if (step * pixelsPerMetre >= minPixels) {
                return step;
            }
        }
        return steps[steps.length - 1];
    }

    private static double clamp(double scale) {
        return Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale));
    }
}
