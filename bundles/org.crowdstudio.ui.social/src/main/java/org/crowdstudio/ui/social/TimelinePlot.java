package org.crowdstudio.ui.social;

import java.util.List;
import java.util.function.Supplier;

import org.crowdstudio.model.scenario.TimeKey;
import org.crowdstudio.ui.editor.pages.AttributeValues;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * A small plot of a keyed global value over time (GlobalInterest over a work day): the value
 * between 0 and 1 up the side, the time along the bottom, the keys as dots joined as the
 * simulation interpolates them, held flat before the first and after the last.
 */
final class TimelinePlot {

    private static final int MARGIN_LEFT = 34;
    private static final int MARGIN_BOTTOM = 18;
    private static final int MARGIN = 6;

    private final Canvas canvas;
    private final Supplier<List<?>> keys;

    TimelinePlot(Composite parent, Supplier<List<?>> keys) {
        this.keys = keys;
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        GridData layout = new GridData(SWT.FILL, SWT.TOP, true, false);
        layout.heightHint = 110;
        layout.widthHint = 200;
        canvas.setLayoutData(layout);
        canvas.addPaintListener(event -> paint(event.gc, canvas.getClientArea()));
    }

    Control control() {
        return canvas;
    }

    void refresh() {
        if (!canvas.isDisposed()) {
            canvas.redraw();
        }
    }

    private void paint(GC gc, Rectangle area) {
        gc.setAntialias(SWT.ON);
        var display = canvas.getDisplay();
        int left = area.x + MARGIN_LEFT;
        int right = area.x + area.width - MARGIN;
        int top = area.y + MARGIN;
        int bottom = area.y + area.height - MARGIN_BOTTOM;
        if (right - left < 20 || bottom - top < 20) {
            return;
        }
        gc.setForeground(display.getSystemColor(SWT.COLOR_WIDGET_NORMAL_SHADOW));
        gc.drawRectangle(left, top, right - left, bottom - top);
        gc.setForeground(display.getSystemColor(SWT.COLOR_DARK_GRAY));
        label(gc, "1", left - 4, top, true);
        label(gc, "0", left - 4, bottom, true);
        List<TimeKey> points = keys.get().stream().filter(TimeKey.class::isInstance).map(TimeKey.class::cast).toList();
        if (points.isEmpty()) {
            gc.drawString(Messages.TimelinePlot_noKeysGlobalinterestStaysAt, left + 8, top + 8, true);
            return;
        }
        double end = Math.max(1, points.stream().mapToDouble(TimeKey::getTime).max().orElse(1) * 1.1);
        gc.drawString("0 s", left, bottom + 2, true);
        String last = AttributeValues.number(end).replaceAll("\\.0$", "") + " s";
        gc.drawString(last, right - gc.textExtent(last).x, bottom + 2, true);
        int[] line = new int[2 * (points.size() + 2)];
        line[0] = left;
        line[1] = y(points.get(0).getValue(), top, bottom);
        for (int i = 0; i < points.size(); i++) {
            line[2 * i + 2] = x(points.get(i).getTime(), end, left, right);
            line[2 * i + 3] = y(points.get(i).getValue(), top, bottom);
        }
        line[line.length - 2] = right;
        line[line.length - 1] = line[line.length - 3];
        gc.setForeground(display.getSystemColor(SWT.COLOR_LIST_SELECTION));
        gc.setLineWidth(2);
        gc.drawPolyline(line);
        gc.setBackground(display.getSystemColor(SWT.COLOR_LIST_SELECTION));
        for (TimeKey key : points) {
            gc.fillOval(x(key.getTime(), end, left, right) - 3, y(key.getValue(), top, bottom) - 3, 7, 7);
        }
    }

    private static int x(double time, double end, int left, int right) {
        return left + (int) Math.round(Math.max(0, time) / end * (right - left));
    }

    private static int y(double value, int top, int bottom) {
        double clamped = Math.max(0, Math.min(1, value));
        return bottom - (int) Math.round(clamped * (bottom - top));
    }

    private static void label(GC gc, String text, int rightEdge, int centreY, boolean transparent) {
        Point size = gc.textExtent(text);
        gc.drawString(text, rightEdge - size.x, centreY - size.y / 2, transparent);
    }
}
