package org.crowdstudio.ui.fields;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import org.crowdstudio.compiler.fields.KeyframeBaker;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.model.scenario.CurveStyle;
import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.LinkTarget;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.SketchObject;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.ZeroArea;
import org.crowdstudio.model.scenario.ZeroCells;
import org.crowdstudio.model.scenario.ZeroPolygon;
import org.crowdstudio.ui.canvas.MetreGrid;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;

/**
 * The drawing surface of the sketch editor: one keyframe of a field in its source's frame (source
 * at the origin facing −y), with the metre grid, the domain, the baked field as a live preview,
 * the guide curves, zero areas and objects. Mouse gestures become model commands through
 * {@link SketchEdits}; every model change, including undo, re-bakes the preview off the UI thread.
 */
public final class SketchCanvas {

    private static final int HIT_PIXELS = 7;
    /** How near a click inside a zero polygon counts as being to it, in pixels. */
    private static final double INSIDE_PIXELS = 3;
    /** Freehand strokes are sampled about this far apart, as the field's own curve sampling. */
    private static final double FREEHAND_SPACING = 0.1;

    private final Canvas canvas;
    private final MetreView view = new MetreView();
    private final FieldPreview preview = new FieldPreview();
    private final EContentAdapter modelWatcher = new EContentAdapter() {
        @Override
        public void notifyChanged(Notification notification) {
            super.notifyChanged(notification);
            if (!notification.isTouch()) {
                modelChanged();
            }
        }
    };
    /** The field's bindings hold its link, outside the field: a change there is only redrawn. */
    private final Adapter linkWatcher = new AdapterImpl() {
        @Override
        public void notifyChanged(Notification notification) {
            if (!notification.isTouch() && !canvas.isDisposed()) {
                canvas.getDisplay().asyncExec(() -> {
                    if (!canvas.isDisposed()) {
                        canvas.redraw();
                    }
                });
            }
        }
    };
    private List<FieldBinding> watchedBindings = List.of();
    private final Colours colours;
    private SketchEdits edits;
    private InteractionField field;
    private Keyframe keyframe;
    FieldGrid grid;
    private String problem;
    private SketchTool tool = SketchTool.SELECT;
    private double newCurveMagnitude = 1.8;
    private Consumer<EObject> selectionListener = element -> {
    };
    private Runnable keyframeListener = () -> {
    };
    private Runnable modelListener = () -> {
    };
    private boolean refreshScheduled;
    private EObject selected;
    /** The link tool's menu last opened, kept until the next one so that its choice can still be read. */
    Menu linkMenu;

    /** Points of the stroke being drawn, metres x y x y ...; empty when none. */
    private double[] stroke = new double[0];
    private double cursorX = Double.NaN;
    private double cursorY = Double.NaN;
    private final Set<Integer> brushed = new LinkedHashSet<>();
    private boolean brushClears;
    private boolean dragging;
    private boolean panning;
    private Point dragStart;
    private Point dragLast;
    private boolean fitted;

    public SketchCanvas(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        colours = new Colours(canvas.getDisplay());
        canvas.addPaintListener(event -> paint(event.gc));
        canvas.addListener(SWT.Resize, event -> {
            view.resize(canvas.getClientArea().width, canvas.getClientArea().height);
            if (!fitted && field != null && canvas.getClientArea().width > 0) {
                fit();
            }
        });
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseMove, this::mouseMove);
        canvas.addListener(SWT.MouseUp, this::mouseUp);
        canvas.addListener(SWT.MouseDoubleClick, event -> finishStroke());
        canvas.addListener(SWT.MouseVerticalWheel, event -> {
            view.zoomAt(event.x, event.y, event.count > 0 ? 1.15 : 1 / 1.15);
            canvas.redraw();
        });
        canvas.addListener(SWT.KeyDown, this::keyDown);
        canvas.addDisposeListener(event -> {
            if (linkMenu != null) {
                linkMenu.dispose();
            }
            preview.close();
            unwatch();
        });
    }

    public Canvas control() {
        return canvas;
    }

    /** Shows a keyframe of a field, edited through the given edits (the scenario editor's stack). */
    void show(InteractionField newField, Keyframe newKeyframe, SketchEdits newEdits) {
        boolean otherField = newField != field;
        unwatch();
        field = newField;
        keyframe = newKeyframe;
        edits = newEdits;
        selected = null;
        stroke = new double[0];
        grid = null;
        problem = null;
        if (field != null) {
            field.eAdapters().add(modelWatcher);
            watchedBindings = FieldLink.bindingsOf(field);
            watchedBindings.forEach(binding -> binding.eAdapters().add(linkWatcher));
        }
        if (otherField || !fitted) {
            fit();
        }
        requestBake();
        canvas.redraw();
    }

    InteractionField field() {
        return field;
    }

    Keyframe keyframe() {
        return keyframe;
    }

    public MetreView view() {
        return view;
    }

    public void setTool(SketchTool newTool) {
        tool = newTool;
        stroke = new double[0];
        canvas.setCursor(canvas.getDisplay().getSystemCursor(newTool == SketchTool.PAN ? SWT.CURSOR_SIZEALL
                : newTool == SketchTool.SELECT ? SWT.CURSOR_ARROW : SWT.CURSOR_CROSS));
        canvas.redraw();
    }

    public SketchTool tool() {
        return tool;
    }

    /** The magnitude (m/s) new guide curves get; 1 for orientation fields. */
    public void setNewCurveMagnitude(double magnitude) {
        newCurveMagnitude = magnitude;
    }

    void onSelection(Consumer<EObject> listener) {
        selectionListener = listener;
    }

    /** Told after the shown field changed in the model (by this canvas, another view or undo). */
    void onModelChange(Runnable listener) {
        modelListener = listener;
    }

    /** Told when the keyframe shown goes away (removed, or its removal undone elsewhere). */
    void onKeyframeGone(Runnable listener) {
        keyframeListener = listener;
    }

    /** Shows the whole domain and the sketch's objects. */
    public void fit() {
        if (field == null || canvas.getClientArea().width <= 0) {
            return;
        }
        Domain domain = currentDomain();
        org.crowdstudio.fields.Domain box = domain == null ? null : KeyframeBaker.domain(domain);
        if (box != null) {
            double margin = 0.1 * Math.max(box.maxX() - box.minX(), box.maxY() - box.minY());
            view.fit(box.minX() - margin, box.minY() - margin, box.maxX() + margin, box.maxY() + margin);
        } else {
            view.fit(-5, -5, 5, 5);
        }
        fitted = true;
        canvas.redraw();
    }

    private Domain currentDomain() {
        return keyframe != null && keyframe.getDomain() != null ? keyframe.getDomain() : field.getDomain();
    }

    private Sketch sketch() {
        return keyframe == null ? null : keyframe.getSketch();
    }

    private void unwatch() {
        if (field != null) {
            field.eAdapters().remove(modelWatcher);
        }
        watchedBindings.forEach(binding -> binding.eAdapters().remove(linkWatcher));
        watchedBindings = List.of();
    }

    /** A command changes many features at once; the canvas catches up once, after them all. */
    private void modelChanged() {
        if (!refreshScheduled && !canvas.isDisposed()) {
            refreshScheduled = true;
            canvas.getDisplay().asyncExec(this::catchUpWithModel);
        }
    }

    private void catchUpWithModel() {
        refreshScheduled = false;
        if (canvas.isDisposed() || field == null) {
            return;
        }
        modelListener.run();
        if (keyframe != null && keyframe.eContainer() != field) {
            keyframeListener.run();
            return;
        }
        if (selected != null && !isInSketch(selected)) {
            selected = null;
            selectionListener.accept(null);
        }
        requestBake();
        canvas.redraw();
    }

    private boolean isInSketch(EObject element) {
        for (EObject container = element; container != null; container = container.eContainer()) {
            if (container == sketch()) {
                return true;
            }
        }
        return false;
    }

    private void requestBake() {
        if (field == null || keyframe == null) {
            return;
        }
        preview.request(field, keyframe, result -> canvas.getDisplay().asyncExec(() -> {
            if (!canvas.isDisposed() && result.generation() == preview.latestGeneration()) {
                grid = result.grid();
                problem = result.problem();
                canvas.redraw();
            }
        }));
    }

    // ----- painting

    private void paint(GC gc) {
        gc.setAntialias(SWT.ON);
        gc.setBackground(colours.background);
        gc.fillRectangle(canvas.getClientArea());
        MetreGrid.draw(gc, view, colours.gridLine, colours.axis);
        if (field == null) {
            gc.setForeground(colours.text);
            gc.drawText(Messages.SketchCanvas_selectAnInteractionFieldIn, 12, 12, true);
            return;
        }
        if (grid != null) {
            FieldPainter.paint(gc, view, grid, colours.arrow);
        }
        Domain domain = currentDomain();
        if (domain != null) {
            gc.setForeground(colours.domain);
            SketchPainter.domain(gc, view, domain);
        }
        Sketch sketch = sketch();
        if (sketch != null) {
            paintZeroAreas(gc, sketch, domain);
            paintCurves(gc, sketch);
            paintObjects(gc, sketch);
        }
        paintLink(gc, domain);
        paintStroke(gc);
        paintStatus(gc);
    }

    private void paintZeroAreas(GC gc, Sketch sketch, Domain domain) {
        gc.setAlpha(110);
        for (ZeroArea area : sketch.getZeroAreas()) {
            gc.setBackground(area == selected ? colours.selection : colours.zero);
            if (area instanceof ZeroPolygon polygon && polygon.getVertices().size() >= 3) {
                gc.fillPolygon(SketchPainter.polygon(view, polygon.getVertices(), offsetX(area), offsetY(area)));
            } else if (area instanceof ZeroCells cells && domain != null) {
                paintCells(gc, cells.getRows(), domain);
            }
        }
        gc.setAlpha(255);
        gc.setForeground(colours.zeroEdge);
        gc.setLineWidth(1);
        for (ZeroArea area : sketch.getZeroAreas()) {
            if (area instanceof ZeroPolygon polygon && polygon.getVertices().size() >= 3) {
                gc.drawPolygon(SketchPainter.polygon(view, polygon.getVertices(), offsetX(area), offsetY(area)));
            }
        }
    }

    private void paintCells(GC gc, List<String> rows, Domain domain) {
        if (rows.isEmpty()) {
            return;
        }
        org.crowdstudio.fields.Domain box = KeyframeBaker.domain(domain);
        int columns = rows.get(0).length();
        double width = (box.maxX() - box.minX()) / columns;
        double height = (box.maxY() - box.minY()) / rows.size();
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            for (int c = 0; c < Math.min(columns, row.length()); c++) {
                if (row.charAt(c) == '#') {
                    fillCell(gc, box, width, height, c, r);
                }
            }
        }
    }

    private void fillCell(GC gc, org.crowdstudio.fields.Domain box, double width, double height, int column, int row) {
        int left = SketchPainter.px(view, box.minX() + column * width);
        int top = SketchPainter.py(view, box.maxY() - row * height);
        int right = SketchPainter.px(view, box.minX() + (column + 1) * width);
        int bottom = SketchPainter.py(view, box.maxY() - (row + 1) * height);
        gc.fillRectangle(left, top, right - left, bottom - top);
    }

    private void paintCurves(GC gc, Sketch sketch) {
        for (GuideCurve curve : sketch.getGuideCurves()) {
            gc.setForeground(curve == selected ? colours.selection : colours.curve);
            SketchPainter.curve(gc, view, curve, offsetX(curve), offsetY(curve), curve == selected ? 4 : 3);
        }
    }

    private void paintObjects(GC gc, Sketch sketch) {
        gc.setForeground(colours.objectEdge);
        gc.setBackground(colours.reference);
        for (SketchObject reference : sketch.getReferenceObjects()) {
            SketchPainter.object(gc, view, reference, false);
        }
        if (sketch.getSourceObject() != null) {
            gc.setBackground(colours.source);
            SketchPainter.object(gc, view, sketch.getSourceObject(), true);
        }
    }

    /** A linked field's arrow towards what it is linked to. */
    private void paintLink(GC gc, Domain domain) {
        List<LinkTarget> linked = FieldLink.linked(field);
        FieldParameter parameter = field.getParameter();
        if (linked.isEmpty() || domain == null || parameter != FieldParameter.LINKED_ANGLE && parameter != FieldParameter.LINKED_DISTANCE) {
            return;
        }
        String names = linked.stream().map(FieldLink::label).collect(Collectors.joining(", "));
        gc.setForeground(colours.source);
        SketchPainter.link(gc, view, -KeyframeBaker.domain(domain).minY(),
                (parameter == FieldParameter.LINKED_ANGLE ? "faces " : Messages.SketchCanvas_keyedByDistanceTo) + names);
    }

    private void paintStroke(GC gc) {
        if (tool == SketchTool.ZERO_BRUSH && !brushed.isEmpty()) {
            gc.setAlpha(110);
            gc.setBackground(brushClears ? colours.background : colours.zero);
            org.crowdstudio.fields.Domain box = KeyframeBaker.domain(currentDomain());
            double width = (box.maxX() - box.minX()) / field.getGridColumns();
            double height = (box.maxY() - box.minY()) / field.getGridRows();
            for (int cell : brushed) {
                fillCell(gc, box, width, height, cell % field.getGridColumns(), cell / field.getGridColumns());
            }
            gc.setAlpha(255);
        }
        if (stroke.length == 0) {
            return;
        }
        boolean rubberBand = (tool == SketchTool.POLYLINE || tool == SketchTool.ZERO_POLYGON) && !Double.isNaN(cursorX);
        int count = stroke.length / 2 + (rubberBand ? 1 : 0);
        int[] pixels = new int[2 * count];
        for (int i = 0; i < stroke.length / 2; i++) {
            pixels[2 * i] = SketchPainter.px(view, stroke[2 * i]);
            pixels[2 * i + 1] = SketchPainter.py(view, stroke[2 * i + 1]);
        }
        if (rubberBand) {
            pixels[2 * count - 2] = SketchPainter.px(view, cursorX);
            pixels[2 * count - 1] = SketchPainter.py(view, cursorY);
        }
        gc.setForeground(tool == SketchTool.ZERO_POLYGON ? colours.zeroEdge : colours.stroke);
        gc.setLineWidth(2);
        gc.setLineStyle(SWT.LINE_DOT);
        if (tool == SketchTool.ZERO_POLYGON) {
            gc.drawPolygon(pixels);
        } else {
            gc.drawPolyline(pixels);
        }
        gc.setLineStyle(SWT.LINE_SOLID);
    }

    private void paintStatus(GC gc) {
        gc.setForeground(colours.text);
        String where = Double.isNaN(cursorX) ? "" : String.format("  ·  x %.2f m, y %.2f m", cursorX, cursorY);
        String state = problem != null ? NLS.bind(Messages.SketchCanvas_cannotBake0, problem)
                : keyframe != null && keyframe.getBakedGrid() != null
                        ? Messages.SketchCanvas_thisKeyframeRunsOnThe
                        : grid == null ? Messages.SketchCanvas_baking : "";
        gc.drawText(tool.label() + ": " + tool.hint() + where, 8, view.height() - 2 * gc.getFontMetrics().getHeight() - 8, true);
        if (!state.isEmpty()) {
            gc.setForeground(problem != null ? colours.problem : colours.text);
            gc.drawText(state, 8, view.height() - gc.getFontMetrics().getHeight() - 6, true);
        }
    }

    private double offsetX(EObject element) {
        return dragging && tool == SketchTool.SELECT && element == selected ? view.toMetresX(dragLast.x) - view.toMetresX(dragStart.x) : 0;
    }

    private double offsetY(EObject element) {
        return dragging && tool == SketchTool.SELECT && element == selected ? view.toMetresY(dragLast.y) - view.toMetresY(dragStart.y) : 0;
    }

    // ----- input

    private void mouseDown(Event event) {
        canvas.setFocus();
        if (field == null || keyframe == null) {
            return;
        }
        double x = view.toMetresX(event.x);
        double y = view.toMetresY(event.y);
        if (event.button == 2 || event.button == 1 && tool == SketchTool.PAN) {
            panning = true;
            dragLast = new Point(event.x, event.y);
            return;
        }
        if (event.button != 1) {
            return;
        }
        switch (tool) {
            case SELECT -> {
                select(hit(event.x, event.y));
                if (selected != null) {
                    startDrag(event);
                }
            }
            case POLYLINE, ZERO_POLYGON -> stroke = append(stroke, x, y);
            case FREEHAND -> {
                stroke = new double[] {x, y};
                dragging = true;
            }
            case ZERO_BRUSH -> {
                brushed.clear();
                brushClears = (event.stateMask & SWT.SHIFT) != 0;
                brush(x, y);
                dragging = true;
            }
            case ERASER -> {
                EObject hit = hit(event.x, event.y);
                if (hit != null) {
                    edits.erase(hit);
                }
            }
            case LINK -> {
                if (linkMenu != null) {
                    linkMenu.dispose();
                }
                linkMenu = LinkMenu.open(canvas, field, edits, canvas.toDisplay(event.x, event.y));
            }
            case PAN -> {
                // panning starts above, for the middle button in every tool
            }
        }
        canvas.redraw();
    }

    private void startDrag(Event event) {
        dragging = true;
        dragStart = new Point(event.x, event.y);
        dragLast = new Point(event.x, event.y);
    }

    private void mouseMove(Event event) {
        cursorX = view.toMetresX(event.x);
        cursorY = view.toMetresY(event.y);
        if (panning) {
            view.panByPixels(event.x - dragLast.x, event.y - dragLast.y);
            dragLast = new Point(event.x, event.y);
        } else if (dragging && tool == SketchTool.SELECT) {
            dragLast = new Point(event.x, event.y);
        } else if (dragging && tool == SketchTool.FREEHAND) {
            int last = stroke.length - 2;
            if (Math.hypot(cursorX - stroke[last], cursorY - stroke[last + 1]) >= FREEHAND_SPACING) {
                stroke = append(stroke, cursorX, cursorY);
            }
        } else if (dragging && tool == SketchTool.ZERO_BRUSH) {
            brush(cursorX, cursorY);
        }
        canvas.redraw();
    }

    private void mouseUp(Event event) {
        if (panning) {
            panning = false;
            dragLast = null;
            return;
        }
        if (!dragging) {
            return;
        }
        dragging = false;
        if (tool == SketchTool.FREEHAND && event.button == 1) {
            double[] points = stroke;
            stroke = new double[0];
            edits.addCurve(sketch(), points, CurveStyle.FREEHAND, newCurveMagnitude);
        } else if (tool == SketchTool.ZERO_BRUSH && event.button == 1) {
            List<Integer> cells = List.copyOf(brushed);
            brushed.clear();
            edits.paintCells(sketch(), field.getGridColumns(), field.getGridRows(), cells, brushClears);
        } else if (tool == SketchTool.SELECT && selected != null && dragStart != null && !dragStart.equals(new Point(event.x, event.y))) {
            double dx = view.toMetresX(event.x) - view.toMetresX(dragStart.x);
            double dy = view.toMetresY(event.y) - view.toMetresY(dragStart.y);
            edits.move(pointsOf(selected), dx, dy, selected instanceof GuideCurve ? Messages.SketchCanvas_moveGuideCurve : Messages.SketchCanvas_moveZeroArea);
        }
        dragStart = null;
        dragLast = null;
        canvas.redraw();
    }

    private void keyDown(Event event) {
        if (event.keyCode == SWT.CR || event.keyCode == SWT.KEYPAD_CR) {
            finishStroke();
        } else if (event.keyCode == SWT.ESC) {
            stroke = new double[0];
            canvas.redraw();
        } else if ((event.keyCode == SWT.DEL || event.keyCode == SWT.BS) && selected != null) {
            EObject erased = selected;
            select(null);
            edits.erase(erased);
        }
    }

    /** Ends a polyline curve or zero polygon being clicked in, making it a model element. */
    private void finishStroke() {
        if (tool != SketchTool.POLYLINE && tool != SketchTool.ZERO_POLYGON || stroke.length == 0) {
            return;
        }
        double[] points = withoutRepeats(stroke);
        stroke = new double[0];
        if (tool == SketchTool.POLYLINE) {
            edits.addCurve(sketch(), points, CurveStyle.POLYLINE, newCurveMagnitude);
        } else {
            edits.addZeroPolygon(sketch(), points);
        }
        canvas.redraw();
    }

    private void select(EObject element) {
        selected = element;
        selectionListener.accept(element);
        canvas.redraw();
    }

    private void brush(double x, double y) {
        org.crowdstudio.fields.Domain box = KeyframeBaker.domain(currentDomain());
        int columns = field.getGridColumns();
        int rows = field.getGridRows();
        int column = (int) Math.floor((x - box.minX()) / (box.maxX() - box.minX()) * columns);
        int row = (int) Math.floor((box.maxY() - y) / (box.maxY() - box.minY()) * rows);
        if (column >= 0 && column < columns && row >= 0 && row < rows) {
            brushed.add(row * columns + column);
        }
    }

    /** The curve or zero area under a pixel, curves first (they are drawn on top); null if none. */
    /**
     * The curve or zero polygon a click at (px, py) means: the nearest within {@link #HIT_PIXELS}
     * of its line; a click inside a polygon counts as {@link #INSIDE_PIXELS} from it, so the
     * polygon clicked into wins over a curve passing a few pixels away, while a curve right under
     * the cursor still wins. Among equally near elements, the one drawn last (on top).
     */
    private EObject hit(int px, int py) {
        Sketch sketch = sketch();
        if (sketch == null) {
            return null;
        }
        EObject nearest = null;
        double nearestPixels = HIT_PIXELS;
        double x = view.toMetresX(px);
        double y = view.toMetresY(py);
        List<ZeroArea> areas = sketch.getZeroAreas();
        for (int i = areas.size() - 1; i >= 0; i--) {
            if (areas.get(i) instanceof ZeroPolygon polygon && polygon.getVertices().size() >= 3) {
                double pixels = pixelsToPolyline(polygon.getVertices(), px, py, true);
                if (zeroPolygon(polygon).contains(x, y)) {
                    pixels = Math.min(pixels, INSIDE_PIXELS);
                }
                if (pixels < nearestPixels || nearest == null && pixels <= nearestPixels) {
                    nearest = polygon;
                    nearestPixels = pixels;
                }
            }
        }
        // Curves are drawn over zero areas: at the same distance, a curve wins.
        List<GuideCurve> curves = sketch.getGuideCurves();
        for (int i = curves.size() - 1; i >= 0; i--) {
            double pixels = pixelsToPolyline(curves.get(i).getPoints(), px, py, false);
            if (pixels < nearestPixels || pixels <= nearestPixels && !(nearest instanceof GuideCurve)) {
                nearest = curves.get(i);
                nearestPixels = pixels;
            }
        }
        return nearest;
    }

    private double pixelsToPolyline(List<Vector2> points, int px, int py, boolean closed) {
        int count = points.size();
        double nearest = Double.POSITIVE_INFINITY;
        for (int i = 0; i + (closed ? 0 : 1) < count; i++) {
            Vector2 a = points.get(i);
            Vector2 b = points.get((i + 1) % count);
            nearest = Math.min(nearest, distanceToSegment(px, py, view.toPixelX(a.getX()), view.toPixelY(a.getY()), view.toPixelX(b.getX()),
                    view.toPixelY(b.getY())));
        }
        return nearest;
    }

    private static double distanceToSegment(double px, double py, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double lengthSquared = dx * dx + dy * dy;
        double t = lengthSquared == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
        return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
    }

    private static org.crowdstudio.fields.ZeroPolygon zeroPolygon(ZeroPolygon polygon) {
        return new org.crowdstudio.fields.ZeroPolygon(KeyframeBaker.coordinates(polygon.getVertices()));
    }

    private static List<Vector2> pointsOf(EObject element) {
        return element instanceof GuideCurve curve ? curve.getPoints() : ((ZeroPolygon) element).getVertices();
    }

    private static double[] append(double[] points, double x, double y) {
        double[] longer = java.util.Arrays.copyOf(points, points.length + 2);
        longer[points.length] = x;
        longer[points.length + 1] = y;
        return longer;
    }

    /** A double-click also delivers its clicks as points; drop points that repeat the one before. */
    private double[] withoutRepeats(double[] points) {
        double[] kept = new double[0];
        for (int i = 0; i + 1 < points.length; i += 2) {
            int last = kept.length - 2;
            boolean repeat = last >= 0 && Math.hypot(points[i] - kept[last], points[i + 1] - kept[last + 1]) * view.pixelsPerMetre() < 3;
            if (!repeat) {
                kept = append(kept, points[i], points[i + 1]);
            }
        }
        return kept;
    }

    /** The canvas's colours, made once (SWT colours hold no system resources, so need no disposal). */
    private static final class Colours {
        final Color background;
        final Color gridLine;
        final Color axis;
        final Color arrow;
        final Color domain;
        final Color curve;
        final Color selection;
        final Color stroke;
        final Color zero;
        final Color zeroEdge;
        final Color source;
        final Color reference;
        final Color objectEdge;
        final Color text;
        final Color problem;

        Colours(org.eclipse.swt.widgets.Display display) {
            background = new Color(display, 250, 250, 248);
            gridLine = new Color(display, 226, 226, 222);
            axis = new Color(display, 190, 190, 186);
            arrow = new Color(display, 40, 44, 52);
            domain = new Color(display, 90, 96, 110);
            curve = new Color(display, 214, 39, 40);
            selection = new Color(display, 255, 160, 0);
            stroke = new Color(display, 31, 119, 180);
            zero = new Color(display, 120, 120, 120);
            zeroEdge = new Color(display, 70, 70, 70);
            source = new Color(display, 76, 120, 168);
            reference = new Color(display, 200, 200, 200);
            objectEdge = new Color(display, 40, 40, 40);
            text = new Color(display, 60, 60, 60);
            problem = new Color(display, 190, 30, 30);
        }
    }
}
