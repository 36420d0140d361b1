package org.crowdstudio.ui.fields;

import java.util.List;

import org.crowdstudio.model.scenario.DiskDomain;
import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.ObjectShape;
import org.crowdstudio.model.scenario.RectangleDomain;
import org.crowdstudio.model.scenario.SketchObject;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.ui.canvas.Arrows;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;

/** Draws the elements of a sketch in the source's frame: domain, curves, zero areas, objects. */
final class SketchPainter {

    private SketchPainter() {
    }

    static void domain(GC gc, MetreView view, Domain domain) {
        double cx = domain.getCenter() == null ? 0 : domain.getCenter().getX();
        double cy = domain.getCenter() == null ? 0 : domain.getCenter().getY();
        gc.setLineWidth(2);
        gc.setLineStyle(SWT.LINE_DASH);
        if (domain instanceof RectangleDomain rectangle) {
            int left = px(view, cx - rectangle.getWidth() / 2);
            int top = py(view, cy + rectangle.getHeight() / 2);
            gc.drawRectangle(left, top, px(view, cx + rectangle.getWidth() / 2) - left, py(view, cy - rectangle.getHeight() / 2) - top);
        } else if (domain instanceof DiskDomain disk) {
            int radius = (int) Math.round(disk.getRadius() * view.pixelsPerMetre());
            gc.drawOval(px(view, cx) - radius, py(view, cy) - radius, 2 * radius, 2 * radius);
        }
        gc.setLineStyle(SWT.LINE_SOLID);
    }

    /** A guide curve as a polyline with its direction's arrowhead at the end. */
    static void curve(GC gc, MetreView view, GuideCurve curve, double offsetX, double offsetY, int width) {
        polyline(gc, view, curve.getPoints(), offsetX, offsetY, width);
        List<Vector2> points = curve.getPoints();
        if (points.size() >= 2) {
            Vector2 last = points.get(points.size() - 1);
            Vector2 before = points.get(points.size() - 2);
            double x = view.toPixelX(last.getX() + offsetX);
            double y = view.toPixelY(last.getY() + offsetY);
            double dx = x - view.toPixelX(before.getX() + offsetX);
            double dy = y - view.toPixelY(before.getY() + offsetY);
            double length = Math.hypot(dx, dy);
            if (length > 0) {
                Arrows.draw(gc, x - 12 * dx / length, y - 12 * dy / length, 12 * dx / length, 12 * dy / length);
            }
        }
    }

    static void polyline(GC gc, MetreView view, List<Vector2> points, double offsetX, double offsetY, int width) {
        int[] pixels = new int[2 * points.size()];
        for (int i = 0; i < points.size(); i++) {
            pixels[2 * i] = px(view, points.get(i).getX() + offsetX);
            pixels[2 * i + 1] = py(view, points.get(i).getY() + offsetY);
        }
        gc.setLineWidth(width);
        gc.drawPolyline(pixels);
    }

    static int[] polygon(MetreView view, List<Vector2> vertices, double offsetX, double offsetY) {
        int[] pixels = new int[2 * vertices.size()];
        for (int i = 0; i < vertices.size(); i++) {
            pixels[2 * i] = px(view, vertices.get(i).getX() + offsetX);
            pixels[2 * i + 1] = py(view, vertices.get(i).getY() + offsetY);
        }
        return pixels;
    }

    /** The source or a reference object: a disk or polygon, its name beside it; the source also shows its facing (−y). */
    static void object(GC gc, MetreView view, SketchObject object, boolean source) {
        double cx = object.getCenter() == null ? 0 : object.getCenter().getX();
        double cy = object.getCenter() == null ? 0 : object.getCenter().getY();
        gc.setLineWidth(2);
        if (object.getShape() == ObjectShape.POLYGON && object.getVertices().size() >= 3) {
            int[] pixels = polygon(view, object.getVertices(), 0, 0);
            gc.fillPolygon(pixels);
            gc.drawPolygon(pixels);
        } else {
            int radius = Math.max(3, (int) Math.round(object.getRadius() * view.pixelsPerMetre()));
            gc.fillOval(px(view, cx) - radius, py(view, cy) - radius, 2 * radius, 2 * radius);
            gc.drawOval(px(view, cx) - radius, py(view, cy) - radius, 2 * radius, 2 * radius);
            if (source) {
                // A field's source faces −y in its own frame (IF paper §4.2).
                Arrows.draw(gc, px(view, cx), py(view, cy), 0, radius + 10);
            }
        }
        String name = object.getName() == null ? "" : object.getName();
        if (!name.isEmpty()) {
            gc.drawText(name, px(view, cx) + 8, py(view, cy) - 8 - gc.getFontMetrics().getHeight(), true);
        }
    }

    /**
     * The link of a linked field: a dashed arrow from the source straight ahead (−y, where the
     * frame faces the linked object) to the domain's edge, named beside the source after what it
     * is linked to (the canvas's foot holds the status line).
     */
    static void link(GC gc, MetreView view, double length, String label) {
        int x = px(view, 0);
        int sourceY = py(view, 0);
        int tipY = py(view, -length);
        gc.setLineWidth(2);
        gc.setLineStyle(SWT.LINE_DASH);
        gc.drawLine(x, sourceY, x, tipY);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.drawPolyline(new int[] {x - 6, tipY - 9, x, tipY, x + 6, tipY - 9});
        gc.drawText(label, x + 10, sourceY + 14, true);
    }

    static int px(MetreView view, double x) {
        return (int) Math.round(view.toPixelX(x));
    }

    static int py(MetreView view, double y) {
        return (int) Math.round(view.toPixelY(y));
    }
}
