package org.crowdstudio.ui.relations;

import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;

/** Where the graph sits in the canvas: pixel = graph × scale + offset. Zooms about a point, pans, fits. */
final class GraphCamera {

    static final double MIN_SCALE = 0.05;
    static final double MAX_SCALE = 4;
    /** Fitting never blows a small graph up beyond this. */
    private static final double FIT_AT_MOST = 1.25;
    private static final double MARGIN = 16;

    private double scale = 1;
    private double offsetX = MARGIN;
    private double offsetY = MARGIN;

    double scale() {
        return scale;
    }

    double toPixelX(double x) {
        return x * scale + offsetX;
    }

    double toPixelY(double y) {
        return y * scale + offsetY;
    }

    double toGraphX(double pixelX) {
        return (pixelX - offsetX) / scale;
    }

    double toGraphY(double pixelY) {
        return (pixelY - offsetY) / scale;
    }

    /** Zooms by the factor keeping the graph point under the pixel where it is. */
    void zoomAt(double pixelX, double pixelY, double factor) {
        double graphX = toGraphX(pixelX);
        double graphY = toGraphY(pixelY);
        scale = Math.clamp(scale * factor, MIN_SCALE, MAX_SCALE);
        offsetX = pixelX - graphX * scale;
        offsetY = pixelY - graphY * scale;
    }

    void pan(double dx, double dy) {
        offsetX += dx;
        offsetY += dy;
    }

    /** Shows the whole placement, arcs included, in a canvas of this size, centred. */
    void fit(Placement placement, double width, double height) {
        Box bounds = placement.bounds();
        if (bounds.width() <= 0 || bounds.height() <= 0 || width <= 2 * MARGIN || height <= 2 * MARGIN) {
            scale = 1;
            offsetX = MARGIN;
            offsetY = MARGIN;
            return;
        }
        double fitting = Math.min((width - 2 * MARGIN) / bounds.width(), (height - 2 * MARGIN) / bounds.height());
        scale = Math.clamp(fitting, MIN_SCALE, FIT_AT_MOST);
        offsetX = (width - bounds.width() * scale) / 2 - bounds.x() * scale;
        offsetY = (height - bounds.height() * scale) / 2 - bounds.y() * scale;
    }

    /** Moves the graph so that the point is at the pixel. */
    void centreOn(double graphX, double graphY, double pixelX, double pixelY) {
        offsetX = pixelX - graphX * scale;
        offsetY = pixelY - graphY * scale;
    }
}
