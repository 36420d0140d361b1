package org.crowdstudio.ui.relations;

import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.ui.editor.pages.AttributeValues;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.groups.GroupPalette;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/**
 * Draws the graph: groups as tinted enclosures in their overlay colour with their implied weights
 * in the title (⇄ members, ♛ leaders), agents as boxes in their profile's colour with a mood dot and a friendship-angle
 * tick when they take part in the social layer, populations as a stack of boxes with their typical
 * traits, leaders with a crown, a small square for each
 * further group an agent is in, relations as arrows from
 * follower to followed whose thickness and label are the weight. Selected things are outlined,
 * agents found by the search underlined.
 */
final class GraphPainter {

    /** Below this zoom (pixels per graph unit) names and weights are too small to read and are not drawn. */
    static final double SMALLEST_READABLE_SCALE = 0.35;

    private static final RGB SELECTED = new RGB(0x1F, 0x6F, 0xEB);
    private static final RGB EDGE = new RGB(0x55, 0x5B, 0x66);
    private static final RGB FOUND = new RGB(0xF2, 0xB7, 0x05);
    private static final RGB PIN = new RGB(0xD6, 0x30, 0x31);
    private static final RGB TEXT = new RGB(0x20, 0x20, 0x20);
    // Saturated, so that a live link stands out from the grey relations it often runs along.
    private static final RGB TALKING = new RGB(0xFF, 0x6D, 0x00);
    private static final RGB CONNECTED = new RGB(0x00, 0xC8, 0x53);
    /** The shortest stretch of a route, in pixels, an arrowhead's direction may be taken from. */
    private static final double MIN_HEAD_BASE = 2;
    /** A route's points farther back than a turn of more than about 25° do not set its arrowhead's direction. */
    private static final double CORNER_COS = 0.9;

    private final Display display;

    GraphPainter(Display display) {
        this.display = display;
    }

    /** Everything the painter reads for one paint. */
    record Scene(GraphContent content, Placement placement, Map<Relation, WeightLabels.Label> labels,
            SocialPicture social, GraphCamera camera, Set<Object> selected, Set<Agent> found,
            Relation weighing, double weighingWeight, LiveLinks live, Rectangle area) {
    }

    void paint(GC gc, Scene scene) {
        gc.setAdvanced(true);
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        for (int g = 0; g < scene.content().groups().size(); g++) {
            Group group = scene.content().groups().get(g);
            Box box = scene.placement().groups().get(group);
            if (box != null) {
                paintGroup(gc, scene, group, box, GroupPalette.rgb(indexInScenario(group)));
            }
        }
        for (Map.Entry<Relation, double[]> route : scene.placement().routes().entrySet()) {
            paintRelation(gc, scene, route.getValue(), weight(scene, route.getKey()), scene.selected().contains(route.getKey()));
        }
        paintLive(gc, scene);
        Set<Agent> leaders = new HashSet<>();
        scene.content().groups().forEach(group -> leaders.addAll(group.getLeaders()));
        for (Agent agent : scene.content().agents()) {
            Box box = scene.placement().agents().get(agent);
            if (box != null) {
                paintAgent(gc, scene, agent, box, leaders.contains(agent));
            }
        }
        for (Population population : scene.content().populations()) {
            Box box = scene.placement().populations().get(population);
            if (box != null) {
                paintPopulation(gc, scene, population, box);
            }
        }
        // Weights last, so that no node hides the number an artist drags.
        // The lines from labels set aside to their arrows first, so that no line crosses a label's frame.
        scene.labels().forEach((relation, label) -> paintLeader(gc, scene, label, scene.selected().contains(relation)));
        for (Map.Entry<Relation, WeightLabels.Label> label : scene.labels().entrySet()) {
            Relation relation = label.getKey();
            paintWeight(gc, scene, label.getValue(), WeightLabels.text(relation, weight(scene, relation)),
                    scene.selected().contains(relation));
        }
        paintLiveLegend(gc, scene);
    }

    private static double weight(Scene scene, Relation relation) {
        return relation == scene.weighing() ? scene.weighingWeight() : relation.getWeight();
    }

    private static int indexInScenario(Group group) {
        return group.eContainer() instanceof Scenario scenario ? scenario.getGroups().indexOf(group) : 0;
    }

    /** A box of the layout in the canvas's pixels, at least {@code least} pixels wide and high. */
    private static Rectangle onScreen(GraphCamera camera, Box box, int least) {
        return new Rectangle(px(camera.toPixelX(box.x())), px(camera.toPixelY(box.y())), Math.max(least, px(box.width() * camera.scale())),
                Math.max(least, px(box.height() * camera.scale())));
    }

    /** A rounded box filled and outlined, the outline thick and blue when selected. */
    private void outlined(GC gc, Rectangle box, int arc, Color fill, Color line, boolean selected, int lineWidth) {
        gc.setBackground(fill);
        gc.fillRoundRectangle(box.x, box.y, box.width, box.height, arc, arc);
        gc.setForeground(selected ? colour(SELECTED) : line);
        gc.setLineWidth(selected ? 3 : lineWidth);
        gc.drawRoundRectangle(box.x, box.y, box.width, box.height, arc, arc);
    }

    private void paintGroup(GC gc, Scene scene, Group group, Box box, RGB colour) {
        GraphCamera camera = scene.camera();
        Rectangle area = onScreen(camera, box, 0);
        int x = area.x;
        int y = area.y;
        int width = area.width;
        Color tint = new Color(mix(colour, new RGB(255, 255, 255), 0.88));
        Color line = new Color(colour);
        try {
            outlined(gc, area, 14, tint, line, scene.selected().contains(group), 2);
            if (camera.scale() >= SMALLEST_READABLE_SCALE) {
                gc.setForeground(line);
                // The implied relations (VC paper §3.2): ⇄ members follow each other, ♛ and their leaders, with these weights.
                String title = String.format(Locale.ROOT, "%s  ⇄ %s%s", Labels.name(group), number(group.getMemberWeight()),
                        group.getLeaders().isEmpty() ? "" : "  ♛ " + number(group.getLeaderWeight()));
                gc.drawText(fitted(gc, title, width - 12), x + 6, y + 3, true);
            }
        } finally {
            tint.dispose();
            line.dispose();
        }
    }

    private void paintRelation(GC gc, Scene scene, double[] route, double weight, boolean selected) {
        GraphCamera camera = scene.camera();
        int[] points = new int[route.length];
        for (int p = 0; p < route.length; p += 2) {
            points[p] = px(camera.toPixelX(route[p]));
            points[p + 1] = px(camera.toPixelY(route[p + 1]));
        }
        int width = Math.max(1, (int) Math.round((0.75 + 2.5 * weight) * Math.min(1, camera.scale())));
        gc.setForeground(colour(selected ? SELECTED : EDGE));
        gc.setBackground(colour(selected ? SELECTED : EDGE));
        gc.setLineWidth(width + (selected ? 1 : 0));
        gc.drawPolyline(points);
        arrowHead(gc, points, 6 + width);
    }

    /** The label in the frame it was placed with, or wider while a drag makes its text longer. */
    private void paintWeight(GC gc, Scene scene, WeightLabels.Label label, String text, boolean selected) {
        GraphCamera camera = scene.camera();
        Point size = gc.textExtent(text);
        double scale = camera.scale();
        int halfWidth = (int) Math.ceil(Math.max(label.halfWidth() * scale, size.x / 2.0 + WeightLabels.PADDING));
        int halfHeight = (int) Math.ceil(Math.max(label.halfHeight() * scale, size.y / 2.0 + 1));
        int x = px(camera.toPixelX(label.x()));
        int y = px(camera.toPixelY(label.y()));
        gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
        gc.fillRoundRectangle(x - halfWidth, y - halfHeight, 2 * halfWidth, 2 * halfHeight, 6, 6);
        gc.setLineWidth(selected ? 2 : 1);
        gc.setForeground(colour(selected ? SELECTED : EDGE));
        gc.drawRoundRectangle(x - halfWidth, y - halfHeight, 2 * halfWidth, 2 * halfHeight, 6, 6);
        gc.setForeground(colour(TEXT));
        gc.drawText(text, x - size.x / 2, y - size.y / 2, true);
    }

    /** A thin line from a label set beside its arrow to the point of the arrow it belongs to. */
    private void paintLeader(GC gc, Scene scene, WeightLabels.Label label, boolean selected) {
        if (!label.isAside()) {
            return;
        }
        GraphCamera camera = scene.camera();
        gc.setForeground(colour(selected ? SELECTED : EDGE));
        gc.setLineWidth(1);
        // To the label's centre: its frame, drawn later, covers the inner part.
        gc.drawLine(px(camera.toPixelX(label.anchorX())), px(camera.toPixelY(label.anchorY())),
                px(camera.toPixelX(label.x())), px(camera.toPixelY(label.y())));
    }

    /**
     * A filled head at the route's end, pointing from the last point at least a head's length
     * back: the last piece of an arc may be shorter than a pixel. It looks no farther back than a
     * corner, so that a loop's head points along the loop's last piece when zoomed out.
     */
    private static void arrowHead(GC gc, int[] points, double size) {
        int n = points.length;
        int tipX = points[n - 2];
        int tipY = points[n - 1];
        double dx = 0;
        double dy = 0;
        for (int p = n - 4; p >= 0 && Math.hypot(dx, dy) < size; p -= 2) {
            double backX = tipX - points[p];
            double backY = tipY - points[p + 1];
            double length = Math.hypot(dx, dy);
            if (length >= MIN_HEAD_BASE && (backX * dx + backY * dy) < CORNER_COS * length * Math.hypot(backX, backY)) {
                break;
            }
            dx = backX;
            dy = backY;
        }
        double length = Math.hypot(dx, dy);
        if (length < 1) {
            return;
        }
        double ux = dx / length;
        double uy = dy / length;
        gc.fillPolygon(new int[] {tipX, tipY, px(tipX - size * (ux - 0.45 * uy)), px(tipY - size * (uy + 0.45 * ux)),
                px(tipX - size * (ux + 0.45 * uy)), px(tipY - size * (uy - 0.45 * ux))});
    }

    /**
     * The run's links, dashed from centre to centre under the agents' boxes: talking orange,
     * connected green.
     */
    private void paintLive(GC gc, Scene scene) {
        if (scene.live().links().isEmpty()) {
            return;
        }
        GraphCamera camera = scene.camera();
        gc.setLineStyle(SWT.LINE_DASH);
        gc.setLineWidth(3);
        for (LiveLinks.Link link : scene.live().links()) {
            Box from = scene.placement().agents().get(link.from());
            Box to = scene.placement().agents().get(link.to());
            if (from != null && to != null) {
                gc.setForeground(colour(link.kind() == LiveLinks.Kind.TALKING ? TALKING : CONNECTED));
                gc.drawLine(px(camera.toPixelX(from.centreX())), px(camera.toPixelY(from.centreY())), px(camera.toPixelX(to.centreX())),
                        px(camera.toPixelY(to.centreY())));
            }
        }
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setLineWidth(1);
    }

    /** A drawing pin on a node's top-left corner: the artist placed it, the layout leaves it there. */
    private void paintPin(GC gc, int x, int y) {
        gc.setBackground(colour(PIN));
        gc.fillOval(x - 4, y - 4, 9, 9);
        gc.setForeground(colour(TEXT));
        gc.setLineWidth(1);
        gc.drawOval(x - 4, y - 4, 9, 9);
    }

    /** What the dashed lines mean, in the canvas's bottom-left corner, over everything. */
    private void paintLiveLegend(GC gc, Scene scene) {
        if (scene.live().links().isEmpty()) {
            return;
        }
        int line = gc.getFontMetrics().getHeight();
        int y = scene.area().height - 2 * line - 6;
        gc.setForeground(colour(TEXT));
        gc.drawText(String.format(Locale.ROOT, Messages.GraphPainter_runAt1fS, scene.live().time()), 6, y, true);
        gc.setForeground(colour(TALKING));
        gc.drawText(NLS.bind(Messages.GraphPainter_talking0, scene.live().count(LiveLinks.Kind.TALKING)), 6, y + line, true);
        gc.setForeground(colour(CONNECTED));
        gc.drawText(NLS.bind(Messages.GraphPainter_connected0, scene.live().count(LiveLinks.Kind.CONNECTED)), 120, y + line, true);
    }

    private void paintAgent(GC gc, Scene scene, Agent agent, Box box, boolean leads) {
        GraphCamera camera = scene.camera();
        Rectangle area = onScreen(camera, box, 2);
        int x = area.x;
        int y = area.y;
        int width = area.width;
        int height = area.height;
        RGB profile = profileColour(agent.getProfile() == null ? null : agent.getProfile().getColor());
        Color fill = new Color(mix(profile, new RGB(255, 255, 255), 0.55));
        Color border = new Color(profile);
        try {
            outlined(gc, area, 8, fill, border, scene.selected().contains(agent), 1);
            if (scene.content().pins().containsKey(agent)) {
                paintPin(gc, x, y);
            }
            if (scene.found().contains(agent)) {
                gc.setBackground(colour(FOUND));
                gc.fillRectangle(x + 4, y + height - 3, width - 8, 3);
            }
            if (camera.scale() < SMALLEST_READABLE_SCALE) {
                return;
            }
            int textX = x + 6;
            double mood = scene.social().mood(agent);
            if (!Double.isNaN(mood)) {
                paintSocialDot(gc, x + 10, y + height / 2, mood, scene.social().friendshipAngle(agent));
                textX = x + 20;
            }
            String name = (leads ? "♛ " : "") + Labels.name(agent);
            gc.setForeground(colour(TEXT));
            gc.drawText(fitted(gc, name, x + width - 4 - textX), textX, y + (height - gc.getFontMetrics().getHeight()) / 2, true);
            // The other groups the agent belongs to: a small square in each one's colour.
            int square = x + width - 9;
            for (Group other : scene.content().otherGroups(agent)) {
                Color mark = new Color(GroupPalette.rgb(indexInScenario(other)));
                gc.setBackground(mark);
                gc.fillRectangle(square, y + 3, 6, 6);
                mark.dispose();
                square -= 8;
            }
        } finally {
            fill.dispose();
            border.dispose();
        }
    }

    /** A population as a stack of two boxes (it stands for many agents), with its typical social traits. */
    private void paintPopulation(GC gc, Scene scene, Population population, Box box) {
        GraphCamera camera = scene.camera();
        Rectangle area = onScreen(camera, box, 4);
        int x = area.x;
        int y = area.y;
        int width = area.width;
        int height = area.height;
        int shift = Math.max(1, px(4 * Math.min(1, camera.scale())));
        RGB profile = profileColour(population.getProfile() == null ? null : population.getProfile().getColor());
        Color fill = new Color(mix(profile, new RGB(255, 255, 255), 0.7));
        Color border = new Color(profile);
        try {
            boolean selected = scene.selected().contains(population);
            for (int layer = 1; layer >= 0; layer--) {
                outlined(gc, new Rectangle(x + layer * shift, y + layer * shift, width - shift, height - shift), 8, fill, border, selected && layer == 0, 1);
            }
            if (scene.content().pins().containsKey(population)) {
                paintPin(gc, x, y);
            }
            if (camera.scale() < SMALLEST_READABLE_SCALE) {
                return;
            }
            int textX = x + 6;
            double mood = scene.social().mood(population);
            if (!Double.isNaN(mood)) {
                paintSocialDot(gc, x + 10, y + (height - shift) / 2, mood, scene.social().friendshipAngle(population));
                textX = x + 20;
            }
            gc.setForeground(colour(TEXT));
            gc.drawText(fitted(gc, GraphContent.label(population), x + width - shift - 4 - textX), textX,
                    y + (height - shift - gc.getFontMetrics().getHeight()) / 2, true);
        } finally {
            fill.dispose();
            border.dispose();
        }
    }

    /** Mood as the dot's colour, red (0) through amber to green (1); the friendship angle as a tick round it (none: no typical angle). */
    private void paintSocialDot(GC gc, int cx, int cy, double mood, double angle) {
        RGB colour = mood < 0.5 ? mix(new RGB(0xD6, 0x27, 0x28), new RGB(0xF2, 0xB7, 0x05), mood * 2)
                : mix(new RGB(0xF2, 0xB7, 0x05), new RGB(0x2C, 0xA0, 0x2C), (mood - 0.5) * 2);
        Color dot = new Color(colour);
        try {
            gc.setBackground(dot);
            gc.fillOval(cx - 5, cy - 5, 10, 10);
            gc.setForeground(colour(TEXT));
            if (!Double.isNaN(angle)) {
                gc.setLineWidth(2);
                gc.drawLine(cx, cy, px(cx + 7 * Math.cos(angle)), px(cy - 7 * Math.sin(angle)));
                gc.setLineWidth(1);
            }
        } finally {
            dot.dispose();
        }
    }

    /** The text cut with an ellipsis to fit the width, in pixels. */
    private static String fitted(GC gc, String text, int width) {
        if (gc.textExtent(text).x <= width) {
            return text;
        }
        for (int end = text.length() - 1; end > 0; end--) {
            String cut = text.substring(0, end) + "…";
            if (gc.textExtent(cut).x <= width) {
                return cut;
            }
        }
        return "";
    }

    private static RGB profileColour(String hex) {
        if (hex != null && hex.matches("#[0-9A-Fa-f]{6}")) {
            int value = Integer.parseInt(hex.substring(1), 16);
            return new RGB(value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF);
        }
        return new RGB(0x4C, 0x78, 0xA8);
    }

    private Color colour(RGB rgb) {
        return new Color(display, rgb);
    }

    /** a×(1−t) + b×t per channel. */
    static RGB mix(RGB a, RGB b, double t) {
        return new RGB((int) Math.round(a.red + (b.red - a.red) * t), (int) Math.round(a.green + (b.green - a.green) * t),
                (int) Math.round(a.blue + (b.blue - a.blue) * t));
    }

    /** A weight as the Groups page's matrix writes it, so the two read alike. */
    static String number(double weight) {
        return AttributeValues.number(weight);
    }

    private static int px(double value) {
        return (int) Math.round(value);
    }
}
