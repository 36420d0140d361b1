package org.crowdstudio.ui.anisotropic;

import java.util.Arrays;
import java.util.Locale;

import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.steering.anisotropic.CellGrid;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.steering.anisotropic.FieldDivergence;
import org.crowdstudio.ui.canvas.Arrows;
import org.crowdstudio.ui.canvas.MetreGrid;
import org.crowdstudio.ui.canvas.GridImage;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;

/**
 * The field brush's drawing surface: the environment, the field's entropy colour map (AF paper
 * §4.1) baked live off the UI thread, its strokes with their direction, the brush under the cursor
 * and the radar glyph of the cell there. A left drag paints or erases through {@link BrushEdits};
 * the middle or right button pans, the wheel zooms.
 */
public final class BrushCanvas {

    /** The hand's points are taken at least this many pixels apart. */
    private static final int SAMPLE_PIXELS = 3;

    private final Canvas canvas;
    private final MetreView view = new MetreView();
    private final FieldBake bake = new FieldBake();
    private final EContentAdapter modelWatcher = new EContentAdapter() {
        @Override
        public void notifyChanged(Notification notification) {
            super.notifyChanged(notification);
            if (!notification.isTouch()) {
                requestBake();
            }
        }
    };
    private final Color background;
    private final Color gridLine;
    private final Color axis;
    private final Color obstacle;
    private final Color strokeInk;
    private final Color brushInk;
    private final Color problemInk;

    private AnisotropicField field;
    private BrushEdits edits;
    DirectionField baked;
    private Image colours;
    private String problem;
    /** The field compared with and what it is called, or null: then the canvas shows the divergence map instead of the colours. */
    private DirectionField comparedWith;
    private String comparedName;
    private FieldDivergence divergence;
    private Image divergenceMap;
    private BrushTool tool = BrushTool.ONE_WAY;
    private double radius = 1;
    private double strength = 1;
    private double[] path = new double[0];
    private boolean drawing;
    private Point panFrom;
    private double cursorX = Double.NaN;
    private double cursorY = Double.NaN;
    private boolean fitted;
    /** Whether the artist has panned or zoomed since the last fit; until then a resized canvas fits again. */
    private boolean moved;
    Runnable bakeListener = () -> {
    };

    public BrushCanvas(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        background = new Color(canvas.getDisplay(), 250, 250, 248);
        gridLine = new Color(canvas.getDisplay(), 226, 226, 222);
        axis = new Color(canvas.getDisplay(), 190, 190, 186);
        obstacle = new Color(canvas.getDisplay(), 120, 124, 132);
        strokeInk = new Color(canvas.getDisplay(), 40, 44, 52);
        brushInk = new Color(canvas.getDisplay(), 214, 39, 40);
        problemInk = new Color(canvas.getDisplay(), 180, 30, 30);
        canvas.addPaintListener(event -> paint(event.gc));
        canvas.addListener(SWT.Resize, event -> {
            view.resize(canvas.getClientArea().width, canvas.getClientArea().height);
            if ((!fitted || !moved) && field != null && canvas.getClientArea().width > 0) {
                fit();
            }
        });
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseMove, this::mouseMove);
        canvas.addListener(SWT.MouseUp, this::mouseUp);
        canvas.addListener(SWT.MouseExit, event -> {
            cursorX = Double.NaN;
            canvas.redraw();
        });
        canvas.addListener(SWT.MouseVerticalWheel, event -> {
            view.zoomAt(event.x, event.y, event.count > 0 ? 1.15 : 1 / 1.15);
            moved = true;
            canvas.redraw();
        });
        canvas.addDisposeListener(event -> {
            bake.close();
            unwatch();
            if (colours != null) {
                colours.dispose();
            }
            if (divergenceMap != null) {
                divergenceMap.dispose();
            }
        });
    }

    public Canvas control() {
        return canvas;
    }

    public MetreView view() {
        return view;
    }

    /** Shows a field, edited through the given edits (its scenario editor's stack); null shows nothing. */
    void show(AnisotropicField newField, BrushEdits newEdits) {
        boolean other = newField != field;
        unwatch();
        field = newField;
        edits = newEdits;
        path = new double[0];
        drawing = false;
        if (other) {
            baked = null;
            problem = null;
            replaceColours(null);
            compareWith(null, null);
        }
        if (field != null) {
            field.eAdapters().add(modelWatcher);
            requestBake();
            if (other || !fitted) {
                fit();
            }
        }
        canvas.redraw();
    }

    /** The field shown, or null. */
    public AnisotropicField field() {
        return field;
    }

    /** Why nothing is baked or compared, or null. */
    public String problem() {
        return problem;
    }

    /** The divergence from the field compared with, as of the last bake; null when not comparing. */
    public FieldDivergence divergence() {
        return divergence;
    }

    /**
     * Shows the per-cell divergence from another field on the same grid (AF paper eq. 9) instead of
     * the colours, measured again after every stroke; null goes back to the colours.
     */
    void compareWith(DirectionField other, String name) {
        comparedWith = other;
        comparedName = name;
        divergence = null;
        if (divergenceMap != null) {
            divergenceMap.dispose();
            divergenceMap = null;
        }
        requestBake();
        canvas.redraw();
    }

    void setTool(BrushTool newTool) {
        tool = newTool;
        canvas.setCursor(canvas.getDisplay().getSystemCursor(newTool == BrushTool.PAN ? SWT.CURSOR_SIZEALL : SWT.CURSOR_CROSS));
        canvas.redraw();
    }

    void setRadius(double metres) {
        radius = metres;
        canvas.redraw();
    }

    void setStrength(double weight) {
        strength = weight;
    }

    /** Shows the field's grid whole. */
    public void fit() {
        if (field == null || view.width() == 0) {
            return;
        }
        double x = field.getOrigin() == null ? 0 : field.getOrigin().getX();
        double y = field.getOrigin() == null ? 0 : field.getOrigin().getY();
        view.fit(x, y, x + field.getColumns() * field.getCellSize(), y + field.getRows() * field.getCellSize());
        fitted = true;
        moved = false;
        canvas.redraw();
    }

    private void requestBake() {
        if (field == null) {
            return;
        }
        AnisotropicField requested = field;
        DirectionField compared = comparedWith;
        bake.request(field, compared, result -> canvas.getDisplay().asyncExec(() -> {
            if (canvas.isDisposed() || field != requested || comparedWith != compared) {
                return;
            }
            baked = result.field();
            problem = result.problem();
            replaceColours(result.colours() == null ? null : new Image(canvas.getDisplay(), result.colours()));
            divergence = result.divergence();
            if (divergenceMap != null) {
                divergenceMap.dispose();
            }
            divergenceMap = result.divergenceMap() == null ? null : new Image(canvas.getDisplay(), result.divergenceMap());
            canvas.redraw();
            bakeListener.run();
        }));
    }

    private void replaceColours(Image image) {
        if (colours != null) {
            colours.dispose();
        }
        colours = image;
    }

    private void unwatch() {
        if (field != null) {
            field.eAdapters().remove(modelWatcher);
        }
    }

    private void paint(GC gc) {
        gc.setAdvanced(true);
        gc.setAntialias(SWT.ON);
        gc.setBackground(background);
        gc.fillRectangle(canvas.getClientArea());
        MetreGrid.draw(gc, view, gridLine, axis);
        if (field == null) {
            gc.setForeground(strokeInk);
            gc.drawText(Messages.BrushCanvas_selectAnAnisotropicFieldIn, 10, 10, true);
            return;
        }
        // Obstacles first: a habit painted into a wall shows, so the artist sees the slip.
        paintObstacles(gc);
        if (baked != null && divergenceMap != null) {
            CellGrid cells = baked.shape();
            GridImage.paint(gc, view, cells.originX(), cells.originY(), cells.cellSize(), cells.columns(), cells.rows(), divergenceMap);
        } else if (baked != null && colours != null) {
            gc.setAlpha(220);
            CellGrid cells = baked.shape();
            GridImage.paint(gc, view, cells.originX(), cells.originY(), cells.cellSize(), cells.columns(), cells.rows(), colours);
            gc.setAlpha(255);
        }
        paintGridBounds(gc);
        paintStrokes(gc);
        paintPath(gc);
        paintBrush(gc);
        if (baked != null && !Double.isNaN(cursorX)) {
            int cell = baked.shape().cellAt(cursorX, cursorY);
            if (cell >= 0) {
                RadarGlyph.paint(gc, view.width() - RadarGlyph.SIZE - 10, 10, baked, cell);
            }
        }
        if (divergence != null) {
            paintDivergenceCaption(gc);
        }
        if (problem != null) {
            gc.setForeground(problemInk);
            gc.drawText(problem, 10, 10, true);
        }
    }

    private void paintDivergenceCaption(GC gc) {
        StringBuilder caption = new StringBuilder(String.format(Locale.ROOT, Messages.BrushCanvas_divergenceFromS4fWhere,
                comparedName, divergence.mean(), divergence.meanWhereBoth()));
        if (!Double.isNaN(cursorX)) {
            int cell = baked.shape().cellAt(cursorX, cursorY);
            if (cell >= 0) {
                double here = divergence.cell(cell);
                caption.append(Double.isNaN(here) ? Messages.BrushCanvas_hereNeitherHasATendency : String.format(Locale.ROOT, Messages.BrushCanvas_here2f, here));
            }
        }
        gc.setForeground(strokeInk);
        gc.setBackground(background);
        gc.drawText(caption.toString(), 10, view.height() - 24, false);
    }

    private void paintGridBounds(GC gc) {
        double x = field.getOrigin() == null ? 0 : field.getOrigin().getX();
        double y = field.getOrigin() == null ? 0 : field.getOrigin().getY();
        int left = (int) Math.round(view.toPixelX(x));
        int right = (int) Math.round(view.toPixelX(x + field.getColumns() * field.getCellSize()));
        int top = (int) Math.round(view.toPixelY(y + field.getRows() * field.getCellSize()));
        int bottom = (int) Math.round(view.toPixelY(y));
        gc.setForeground(axis);
        gc.setLineStyle(SWT.LINE_DASH);
        gc.drawRectangle(left, Math.min(top, bottom), right - left, Math.abs(bottom - top));
        gc.setLineStyle(SWT.LINE_SOLID);
    }

    private void paintObstacles(GC gc) {
        if (!(field.eContainer() instanceof Scenario scenario) || scenario.getEnvironment() == null) {
            return;
        }
        Environment environment = scenario.getEnvironment();
        gc.setBackground(obstacle);
        for (Obstacle wall : environment.getObstacles()) {
            if (wall.getVertices().size() >= 3) {
                gc.fillPolygon(pixels(wall.getVertices()));
            }
        }
    }

    private void paintStrokes(GC gc) {
        gc.setForeground(strokeInk);
        gc.setLineWidth(1);
        for (BrushStroke stroke : field.getStrokes()) {
            int[] points = pixels(stroke.getPoints());
            if (points.length < 4) {
                continue;
            }
            gc.setAlpha((int) Math.round(90 + 140 * Math.clamp(stroke.getWeight(), 0, 1)));
            gc.drawPolyline(points);
            int n = points.length;
            Arrows.draw(gc, points[n - 4], points[n - 3], points[n - 2] - points[n - 4], points[n - 1] - points[n - 3]);
        }
        gc.setAlpha(255);
    }

    private void paintPath(GC gc) {
        if (path.length < 4) {
            return;
        }
        int[] points = new int[path.length];
        for (int p = 0; p < path.length; p += 2) {
            points[p] = (int) Math.round(view.toPixelX(path[p]));
            points[p + 1] = (int) Math.round(view.toPixelY(path[p + 1]));
        }
        gc.setForeground(brushInk);
        if (tool == BrushTool.ERASER) {
            gc.setAlpha(80);
            gc.setLineWidth(Math.max(1, (int) Math.round(2 * radius * view.pixelsPerMetre())));
            gc.setLineCap(SWT.CAP_ROUND);
            gc.setLineJoin(SWT.JOIN_ROUND);
        } else {
            gc.setLineWidth(2);
        }
        gc.drawPolyline(points);
        gc.setAlpha(255);
        gc.setLineWidth(1);
    }

    private void paintBrush(GC gc) {
        if (Double.isNaN(cursorX) || tool == BrushTool.PAN) {
            return;
        }
        int r = (int) Math.round(radius * view.pixelsPerMetre());
        int x = (int) Math.round(view.toPixelX(cursorX));
        int y = (int) Math.round(view.toPixelY(cursorY));
        gc.setForeground(brushInk);
        gc.setLineStyle(tool == BrushTool.ERASER ? SWT.LINE_DOT : SWT.LINE_SOLID);
        gc.drawOval(x - r, y - r, 2 * r, 2 * r);
        gc.setLineStyle(SWT.LINE_SOLID);
    }

    private int[] pixels(java.util.List<Vector2> points) {
        int[] pixels = new int[2 * points.size()];
        for (int p = 0; p < points.size(); p++) {
            pixels[2 * p] = (int) Math.round(view.toPixelX(points.get(p).getX()));
            pixels[2 * p + 1] = (int) Math.round(view.toPixelY(points.get(p).getY()));
        }
        return pixels;
    }

    private void mouseDown(Event event) {
        canvas.setFocus();
        if (event.button != 1 || tool == BrushTool.PAN) {
            panFrom = new Point(event.x, event.y);
            return;
        }
        if (field == null || edits == null) {
            return;
        }
        drawing = true;
        path = new double[] {view.toMetresX(event.x), view.toMetresY(event.y)};
        canvas.redraw();
    }

    private void mouseMove(Event event) {
        cursorX = view.toMetresX(event.x);
        cursorY = view.toMetresY(event.y);
        if (panFrom != null) {
            view.panByPixels(event.x - panFrom.x, event.y - panFrom.y);
            panFrom = new Point(event.x, event.y);
            moved = true;
        } else if (drawing) {
            double lastX = view.toPixelX(path[path.length - 2]);
            double lastY = view.toPixelY(path[path.length - 1]);
            if (Math.hypot(event.x - lastX, event.y - lastY) >= SAMPLE_PIXELS) {
                path = Arrays.copyOf(path, path.length + 2);
                path[path.length - 2] = cursorX;
                path[path.length - 1] = cursorY;
            }
        }
        canvas.redraw();
    }

    private void mouseUp(Event event) {
        if (panFrom != null) {
            panFrom = null;
            return;
        }
        if (!drawing) {
            return;
        }
        drawing = false;
        double[] dragged = path;
        path = new double[0];
        switch (tool) {
            case ONE_WAY -> edits.paint(field, dragged, strength, radius, false);
            case TWO_WAY -> edits.paint(field, dragged, strength, radius, true);
            case ERASER -> edits.erase(field, dragged, radius);
            case PAN -> {
                // panning is handled above
            }
        }
        canvas.redraw();
    }

}
