package org.crowdstudio.ui.relations;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.ui.relations.GraphHits.WeightLabel;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;

/**
 * The graph on screen and what the artist does to it with the mouse: click to select (Ctrl adds
 * or takes away), drag from one agent to another to make the first follow the second, drag a
 * weight's label up or down to change it, double-click it to type it, drag the background to
 * select with a band, drag with the middle or right button to pan, the wheel to zoom. The canvas
 * changes nothing itself: it tells its {@link Listener}, which turns each gesture into a command.
 */
final class GraphCanvas {

    /** What the page does with the artist's gestures. */
    interface Listener {

        /** The artist dragged from an agent onto another node: an agent, or a population, which cannot be followed. */
        void relate(Agent follower, Object followed);

        void reweigh(Relation relation, double weight);

        void typeWeight(Relation relation, Rectangle where);

        void selected(List<Object> selection);

        void hovering(Object thing);

        void delete();

        /** The artist Shift-dragged a node and let it go here: the centre of its box, graph units. */
        void pin(Object node, double x, double y);
    }

    /** Pixels of vertical drag that change a weight by its whole range. */
    static final double PIXELS_PER_WEIGHT = 120;
    /** Steps a dragged weight snaps to. */
    private static final double WEIGHT_STEP = 0.05;

    private enum Gesture {
        NONE, CONNECT, WEIGH, BAND, PAN, MOVE
    }

    private final Canvas canvas;
    private final GraphPainter painter;
    private final Listener listener;
    final GraphCamera camera = new GraphCamera();
    private GraphContent content;
    private Placement placement = Placement.EMPTY;
    private final WeightLabels weightLabels = new WeightLabels(this::textWidth);
    /** The widths of the labels' texts in the canvas's font: a handful of distinct texts, measured once each. */
    private final Map<String, Double> textWidths = new HashMap<>();
    private Map<Relation, WeightLabels.Label> labels = Map.of();
    /** What the labels were placed for: they are placed again when the picture or the zoom changes. */
    private GraphContent labelledContent;
    private Placement labelledPlacement;
    private double labelledScale;
    private SocialPicture social;
    LiveLinks live = LiveLinks.NONE;
    private final Set<Object> selected = new LinkedHashSet<>();
    private Set<Agent> found = Set.of();

    private Gesture gesture = Gesture.NONE;
    private Object pressed;
    private int pressX;
    private int pressY;
    private int pointerX;
    private int pointerY;
    private double weighing;
    /** Whether the artist zoomed or panned since the graph was last fitted: then it stays where they put it. */
    private boolean cameraMoved;

    GraphCanvas(Composite parent, Listener listener) {
        this.listener = listener;
        this.canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND | SWT.BORDER);
        this.painter = new GraphPainter(parent.getDisplay());
        canvas.addListener(SWT.Paint, this::paint);
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseMove, this::mouseMove);
        canvas.addListener(SWT.MouseUp, this::mouseUp);
        canvas.addListener(SWT.MouseDoubleClick, this::doubleClick);
        canvas.addListener(SWT.MouseVerticalWheel, this::wheel);
        canvas.addListener(SWT.KeyDown, this::key);
    }

    Canvas control() {
        return canvas;
    }

    GraphCamera camera() {
        return camera;
    }

    Placement placement() {
        return placement;
    }

    /** The things the artist works on, whose labels are placed first: the selection and the weight being dragged. */
    private Set<Object> workedOn() {
        if (gesture == Gesture.WEIGH && pressed instanceof WeightLabel label) {
            Set<Object> things = new HashSet<>(selected);
            things.add(label.relation());
            return things;
        }
        return selected;
    }

    private double textWidth(String text) {
        return textWidths.computeIfAbsent(text, measured -> {
            GC gc = new GC(canvas);
            try {
                return (double) gc.textExtent(measured).x;
            } finally {
                gc.dispose();
            }
        });
    }

    /** Where the weight labels are drawn at the camera's zoom. */
    Map<Relation, WeightLabels.Label> labels() {
        if (content != labelledContent || placement != labelledPlacement || camera.scale() != labelledScale) {
            labels = content == null ? Map.of() : weightLabels.place(content, placement, camera.scale(), workedOn(),
                    labels);
            labelledContent = content;
            labelledPlacement = placement;
            labelledScale = camera.scale();
        }
        return labels;
    }

    /** Shows who is linked to whom in the run, over the graph; {@link LiveLinks#NONE} for nothing. */
    void live(LiveLinks links) {
        if (!links.equals(live)) {
            live = links;
            canvas.redraw();
        }
    }

    /** Shows new content; with a new placement when the layout changed. */
    void show(GraphContent shown, Placement laidOut, SocialPicture picture) {
        this.content = shown;
        this.placement = laidOut;
        this.social = picture;
        selected.removeIf(thing -> !shows(thing));
        canvas.redraw();
    }

    private boolean shows(Object thing) {
        return thing instanceof Agent agent ? placement.agents().containsKey(agent)
                : thing instanceof Relation relation ? placement.routes().containsKey(relation)
                        : thing instanceof Population population ? placement.populations().containsKey(population)
                                : thing instanceof Group group && placement.groups().containsKey(group);
    }

    /** Fits the whole graph into the canvas. */
    void fit() {
        cameraMoved = false;
        Rectangle area = canvas.getClientArea();
        camera.fit(placement, area.width, area.height);
        canvas.redraw();
    }

    /** Whether the artist zoomed or panned since the last fit. */
    boolean cameraMoved() {
        return cameraMoved;
    }

    /** Marks the agents found by a search and brings the first into view. */
    void find(Set<Agent> agents) {
        found = agents;
        Agent first = content == null ? null : content.agents().stream().filter(agents::contains).findFirst().orElse(null);
        Box box = first == null ? null : placement.agents().get(first);
        if (box != null) {
            Rectangle area = canvas.getClientArea();
            camera.centreOn(box.centreX(), box.centreY(), area.width / 2.0, area.height / 2.0);
        }
        canvas.redraw();
    }

    List<Object> selection() {
        return List.copyOf(selected);
    }

    /** Selects these things (those shown), as the page or another view asks. */
    void select(List<?> things) {
        selected.clear();
        things.stream().filter(this::shows).forEach(selected::add);
        labelledContent = null;
        canvas.redraw();
    }

    /** The centre of an agent's or a population's box, in pixels; null when not shown. */
    Point pixelOf(Object node) {
        Box box = node instanceof Population population ? placement.populations().get(population) : placement.agents().get(node);
        return box == null ? null : new Point((int) Math.round(camera.toPixelX(box.centreX())), (int) Math.round(camera.toPixelY(box.centreY())));
    }

    /** The centre of a relation's weight label, in pixels; null when not shown. */
    Point pixelOfWeight(Relation relation) {
        WeightLabels.Label label = labels().get(relation);
        return label == null ? null : new Point((int) Math.round(camera.toPixelX(label.x())),
                (int) Math.round(camera.toPixelY(label.y())));
    }

    private void paint(Event event) {
        GC gc = event.gc;
        Rectangle area = canvas.getClientArea();
        gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(area);
        if (content == null) {
            return;
        }
        Relation weighed = gesture == Gesture.WEIGH && pressed instanceof WeightLabel label ? label.relation() : null;
        boolean moving = gesture == Gesture.MOVE;
        Placement shown = moving ? GraphPins.place(placement, content, Map.of(pressed, draggedCentre())) : placement;
        Map<Relation, WeightLabels.Label> shownLabels = moving
                ? weightLabels.place(content, shown, camera.scale(), workedOn(), labels()) : labels();
        painter.paint(gc, new GraphPainter.Scene(content, shown, shownLabels, social, camera, selected, found,
                weighed, weighing, live, area));
        if (gesture == Gesture.CONNECT && pressed instanceof Agent from) {
            Point start = pixelOf(from);
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_BLUE));
            gc.setLineWidth(2);
            gc.setLineStyle(SWT.LINE_DASH);
            gc.drawLine(start.x, start.y, pointerX, pointerY);
            gc.setLineStyle(SWT.LINE_SOLID);
        } else if (gesture == Gesture.BAND) {
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_BLUE));
            gc.setLineWidth(1);
            gc.setLineStyle(SWT.LINE_DOT);
            gc.drawRectangle(band());
            gc.setLineStyle(SWT.LINE_SOLID);
        }
    }

    /** Where the node being moved is now: its laid-out centre, carried along by the pointer. */
    private double[] draggedCentre() {
        Box box = pressed instanceof Population population ? placement.populations().get(population) : placement.agents().get(pressed);
        if (box == null) {
            return new double[] {camera.toGraphX(pointerX), camera.toGraphY(pointerY)};
        }
        return new double[] {box.centreX() + (pointerX - pressX) / camera.scale(), box.centreY() + (pointerY - pressY) / camera.scale()};
    }

    private Rectangle band() {
        return new Rectangle(Math.min(pressX, pointerX), Math.min(pressY, pointerY), Math.abs(pointerX - pressX), Math.abs(pointerY - pressY));
    }

    private void mouseDown(Event event) {
        canvas.setFocus();
        pressX = event.x;
        pressY = event.y;
        pointerX = event.x;
        pointerY = event.y;
        if (event.button != 1) {
            gesture = Gesture.PAN;
            return;
        }
        pressed = GraphHits.at(placement, labels(), camera, event.x, event.y);
        if ((pressed instanceof Agent || pressed instanceof Population) && (event.stateMask & SWT.SHIFT) != 0) {
            gesture = Gesture.MOVE;
        } else if (pressed instanceof Agent) {
            gesture = Gesture.CONNECT;
        } else if (pressed instanceof WeightLabel label) {
            gesture = Gesture.WEIGH;
            weighing = label.relation().getWeight();
        } else if (pressed == null) {
            gesture = Gesture.BAND;
        } else {
            gesture = Gesture.NONE;
        }
    }

    private void mouseMove(Event event) {
        int dx = event.x - pointerX;
        int dy = event.y - pointerY;
        pointerX = event.x;
        pointerY = event.y;
        switch (gesture) {
            case PAN -> {
                cameraMoved = true;
                camera.pan(dx, dy);
                canvas.redraw();
            }
            case WEIGH -> {
                double raw = ((WeightLabel) pressed).relation().getWeight() + (pressY - event.y) / PIXELS_PER_WEIGHT;
                weighing = Math.clamp(Math.round(raw / WEIGHT_STEP) * WEIGHT_STEP, 0, 1);
                canvas.redraw();
            }
            case CONNECT, BAND, MOVE -> canvas.redraw();
            case NONE -> listener.hovering(hovered(event));
        }
    }

    private Object hovered(Event event) {
        Object thing = GraphHits.at(placement, labels(), camera, event.x, event.y);
        return thing instanceof WeightLabel label ? label.relation() : thing;
    }

    private void mouseUp(Event event) {
        Gesture ended = gesture;
        gesture = Gesture.NONE;
        boolean moved = Math.abs(event.x - pressX) > 3 || Math.abs(event.y - pressY) > 3;
        boolean adding = (event.stateMask & SWT.MOD1) != 0;
        switch (ended) {
            case CONNECT -> {
                // A weight label drawn over the agent dropped on must not hide it.
                Object released = GraphHits.nodeAt(placement, camera, event.x, event.y);
                if (moved && (released instanceof Agent || released instanceof Population) && released != pressed) {
                    listener.relate((Agent) pressed, released);
                } else if (!moved) {
                    click(pressed, adding);
                }
            }
            case WEIGH -> {
                Relation relation = ((WeightLabel) pressed).relation();
                if (moved && weighing != relation.getWeight()) {
                    listener.reweigh(relation, weighing);
                } else if (!moved) {
                    click(relation, adding);
                }
            }
            case BAND -> bandSelect(adding);
            case MOVE -> {
                if (moved) {
                    double[] centre = draggedCentre();
                    listener.pin(pressed, centre[0], centre[1]);
                } else {
                    click(pressed, adding);
                }
            }
            case NONE -> {
                if (pressed != null) {
                    click(pressed, adding);
                }
            }
            case PAN -> {
                // the view moved; nothing else
            }
        }
        pressed = null;
        canvas.redraw();
    }

    private void click(Object thing, boolean adding) {
        if (!adding) {
            selected.clear();
        }
        if (thing != null && !selected.remove(thing)) {
            selected.add(thing);
        }
        selectionChanged();
    }

    /** Tells the page, and places the labels again so that a selected relation's label gets its place first. */
    private void selectionChanged() {
        labelledContent = null;
        listener.selected(selection());
    }

    private void bandSelect(boolean adding) {
        if (!adding) {
            selected.clear();
        }
        Rectangle band = band();
        double left = camera.toGraphX(band.x);
        double top = camera.toGraphY(band.y);
        double right = camera.toGraphX(band.x + band.width);
        double bottom = camera.toGraphY(band.y + band.height);
        for (Agent agent : content == null ? List.<Agent>of() : content.agents()) {
            Box box = placement.agents().get(agent);
            if (box != null && box.centreX() >= left && box.centreX() <= right && box.centreY() >= top && box.centreY() <= bottom) {
                selected.add(agent);
            }
        }
        selectionChanged();
    }

    private void doubleClick(Event event) {
        if (GraphHits.at(placement, labels(), camera, event.x, event.y) instanceof WeightLabel label) {
            Point centre = pixelOfWeight(label.relation());
            listener.typeWeight(label.relation(), new Rectangle(centre.x - 28, centre.y - 12, 56, 24));
        }
    }

    private void wheel(Event event) {
        cameraMoved = true;
        camera.zoomAt(event.x, event.y, event.count > 0 ? 1.15 : 1 / 1.15);
        canvas.redraw();
    }

    private void key(Event event) {
        if (event.keyCode == SWT.DEL || event.keyCode == SWT.BS) {
            listener.delete();
        } else if (event.character == '+' || event.character == '=') {
            cameraMoved = true;
            Rectangle area = canvas.getClientArea();
            camera.zoomAt(area.width / 2.0, area.height / 2.0, 1.25);
            canvas.redraw();
        } else if (event.character == '-') {
            cameraMoved = true;
            Rectangle area = canvas.getClientArea();
            camera.zoomAt(area.width / 2.0, area.height / 2.0, 1 / 1.25);
            canvas.redraw();
        }
    }
}
