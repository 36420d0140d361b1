package org.crowdstudio.ui.fields;

import java.util.BitSet;
import java.util.List;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.DiskDomain;
import org.crowdstudio.fields.Domain;
import org.crowdstudio.fields.FieldParameter;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.SourceFrame;
import org.crowdstudio.ui.canvas.Arrows;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.crowdstudio.ui.simulation.spi.SimulationOverlay;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * Draws interaction fields where the receivers meet them: each chosen binding's domain and
 * arrows around every source in sight, mapped by the source's current position and facing (or
 * its rotation link) and at its current parameter value, as the steering stage maps them (IF
 * paper §4.2). A field whose keyframes follow the receiver's local density is drawn as on an
 * empty floor, since it differs from receiver to receiver. Each field binding is a part the artist
 * shows on its own; the snapshot of a step is the run's field scene as it is then (live edits
 * replace it), as the scene is immutable.
 */
public final class FieldOverlay implements SimulationOverlay<FieldScene> {

    public static final String ID = "interactionFields";

    /** Pixels between arrows, so they stay readable at any zoom. */
    private static final double ARROW_SPACING = 22;
    /** More sources than this in sight (every agent emitting) are drawn for the first ones only. */
    private static final int MOST_SOURCES = 300;

    private static final Color VELOCITY = new Color(0, 137, 123);
    private static final Color ORIENTATION = new Color(142, 68, 173);

    /** Scratch space of painting, which happens on the UI thread only. */
    private final SourceFrame frame = new SourceFrame();
    private final double[] sample = new double[3];

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String label() {
        return Messages.FieldOverlay_fields;
    }

    @Override
    public String description() {
        return Messages.FieldOverlay_showEveryInteractionFieldAround;
    }

    @Override
    public boolean hasParts() {
        return true;
    }

    /** The bindings' names, in the scene's order, e.g. {@code fieldBindings[1] (Look at the VIP)}. */
    @Override
    public List<String> parts(World world) {
        return scene(world).bindings().stream().map(BoundField::name).toList();
    }

    @Override
    public FieldScene capture(Simulation simulation, CrowdFrame crowd) {
        FieldScene scene = scene(simulation.world());
        return scene.bindings().isEmpty() ? null : scene;
    }

    private static FieldScene scene(World world) {
        return world.attachment(FieldScene.class).orElse(FieldScene.empty(0));
    }

    @Override
    public void paint(GC gc, MetreView view, CrowdFrame crowd, FieldScene scene) {
        BitSet all = new BitSet();
        all.set(0, scene.bindings().size());
        paint(gc, view, crowd, scene, all);
    }

    @Override
    public void paint(GC gc, MetreView view, CrowdFrame crowd, FieldScene scene, BitSet shown) {
        gc.setAntialias(SWT.ON);
        for (int b = shown.nextSetBit(0); b >= 0 && b < scene.bindings().size(); b = shown.nextSetBit(b + 1)) {
            paintBinding(gc, view, scene.binding(b), crowd);
        }
    }

    private void paintBinding(GC gc, MetreView view, BoundField field, CrowdFrame crowd) {
        Color colour = field.shape().isOrientation() ? ORIENTATION : VELOCITY;
        gc.setForeground(colour);
        gc.setBackground(colour);
        int drawn = 0;
        for (int k = 0; k < field.sourceAgentCount() && drawn < MOST_SOURCES; k++) {
            int agent = field.sourceAgent(k);
            if (agent >= crowd.size()) {
                continue;
            }
            double x = crowd.x(agent);
            double y = crowd.y(agent);
            if (inSight(view, x, y, field.reach())) {
                double heading = crowd.heading(agent);
                paintSource(gc, view, field, crowd, x, y, Math.cos(heading), Math.sin(heading), crowd.speed(agent));
                drawn++;
            }
        }
        for (int k = 0; k < field.fixedSourceCount(); k++) {
            if (inSight(view, field.fixedX(k), field.fixedY(k), field.reach())) {
                paintSource(gc, view, field, crowd, field.fixedX(k), field.fixedY(k), field.fixedFacingX(k), field.fixedFacingY(k), 0);
            }
        }
        if (field.environment()) {
            // Not mapped: the field's frame is the world's (a source at the origin facing −y).
            paintSource(gc, view, field, crowd, 0, 0, 0, -1, 0);
        }
    }

    private static boolean inSight(MetreView view, double x, double y, double reach) {
        double px = view.toPixelX(x);
        double py = view.toPixelY(y);
        double r = reach * view.pixelsPerMetre();
        return px + r >= 0 && py + r >= 0 && px - r <= view.width() && py - r <= view.height();
    }

    private void paintSource(GC gc, MetreView view, BoundField field, CrowdFrame crowd, double x, double y, double facingX, double facingY, double speed) {
        if (field.parameter() != FieldParameter.LINKED_ANGLE || !frame.placeLinked(x, y, linkedX(field, crowd), linkedY(field, crowd))) {
            frame.placeFacing(x, y, facingX, facingY);
        }
        double parameter = parameter(field, crowd, x, y, speed);
        Domain domain = field.shape().domain(parameter);
        gc.setAlpha(28);
        outline(gc, view, domain, x, y, true);
        gc.setAlpha(200);
        gc.setLineWidth(1);
        outline(gc, view, domain, x, y, false);
        gc.setLineWidth(2);
        double spacing = ARROW_SPACING / view.pixelsPerMetre();
        double longest = field.shape().isOrientation() ? 1 : strongest(field, parameter, domain, spacing);
        if (longest <= 0) {
            return;
        }
        double scale = 0.8 * ARROW_SPACING / longest;
        for (double ly = domain.minY() + spacing / 2; ly < domain.maxY(); ly += spacing) {
            for (double lx = domain.minX() + spacing / 2; lx < domain.maxX(); lx += spacing) {
                if (!field.shape().sample(parameter, lx, ly, sample)) {
                    continue;
                }
                double wx = x + frame.worldVx(lx, ly);
                double wy = y + frame.worldVy(lx, ly);
                double dx = frame.worldVx(sample[0], sample[1]) * scale;
                double dy = -frame.worldVy(sample[0], sample[1]) * scale;
                Arrows.draw(gc, view.toPixelX(wx) - dx / 2, view.toPixelY(wy) - dy / 2, dx, dy);
            }
        }
    }

    /** The strongest vector on the arrow lattice, so a velocity field's arrows show relative speed. */
    private double strongest(BoundField field, double parameter, Domain domain, double spacing) {
        double strongest = 0;
        for (double ly = domain.minY() + spacing / 2; ly < domain.maxY(); ly += spacing) {
            for (double lx = domain.minX() + spacing / 2; lx < domain.maxX(); lx += spacing) {
                if (field.shape().sample(parameter, lx, ly, sample)) {
                    strongest = Math.max(strongest, Math.hypot(sample[0], sample[1]));
                }
            }
        }
        return strongest;
    }

    /** The domain's border in the world, filled or drawn. */
    private void outline(GC gc, MetreView view, Domain domain, double x, double y, boolean fill) {
        if (domain instanceof DiskDomain disk) {
            double cx = view.toPixelX(x + frame.worldVx(disk.centreX(), disk.centreY()));
            double cy = view.toPixelY(y + frame.worldVy(disk.centreX(), disk.centreY()));
            int r = (int) Math.round(disk.radius() * view.pixelsPerMetre());
            int left = (int) Math.round(cx) - r;
            int top = (int) Math.round(cy) - r;
            if (fill) {
                gc.fillOval(left, top, 2 * r, 2 * r);
            } else {
                gc.drawOval(left, top, 2 * r, 2 * r);
            }
            return;
        }
        double[] corners = {domain.minX(), domain.minY(), domain.maxX(), domain.minY(), domain.maxX(), domain.maxY(), domain.minX(), domain.maxY()};
        int[] pixels = new int[8];
        for (int i = 0; i < 8; i += 2) {
            pixels[i] = (int) Math.round(view.toPixelX(x + frame.worldVx(corners[i], corners[i + 1])));
            pixels[i + 1] = (int) Math.round(view.toPixelY(y + frame.worldVy(corners[i], corners[i + 1])));
        }
        if (fill) {
            gc.fillPolygon(pixels);
        } else {
            gc.drawPolygon(pixels);
        }
    }

    /** The keyframe index as the steering stage works it out for this source. */
    private static double parameter(BoundField field, CrowdFrame crowd, double x, double y, double speed) {
        return switch (field.parameter()) {
            case NONE, LINKED_ANGLE, LOCAL_DENSITY -> 0;
            case SOURCE_SPEED -> speed;
            case SIMULATION_TIME -> crowd.time();
            case LINKED_DISTANCE -> Math.hypot(linkedX(field, crowd) - x, linkedY(field, crowd) - y);
        };
    }

    private static double linkedX(BoundField field, CrowdFrame crowd) {
        return field.linksAgent() ? crowd.x(field.linkedAgent()) : field.linkedX();
    }

    private static double linkedY(BoundField field, CrowdFrame crowd) {
        return field.linksAgent() ? crowd.y(field.linkedAgent()) : field.linkedY();
    }
}
