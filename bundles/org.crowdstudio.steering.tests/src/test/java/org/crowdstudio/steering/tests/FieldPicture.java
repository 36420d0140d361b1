package org.crowdstudio.steering.tests;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;

import org.crowdstudio.fields.DiskDomain;
import org.crowdstudio.fields.Domain;
import org.crowdstudio.fields.KeyframedField;
import org.crowdstudio.fields.RectangleDomain;

/**
 * A picture of a field in its source's frame, for documentation and previews: the domain tinted by
 * speed (velocity fields) or plain (orientation fields), a metre grid, an arrow per sample point
 * and the source at the origin as a disk with a notch towards its facing direction (−y). +y points
 * up, as in the sketch editor. Zero areas show as grey; holes as blank.
 */
final class FieldPicture {

    private static final int MARGIN = 24;
    private static final Color BACKGROUND = new Color(0xF7F7F5);
    private static final Color GRID = new Color(0xDDDDDA);
    private static final Color OUTLINE = new Color(0x55555A);
    private static final Color ARROW = new Color(0x1F3F66);
    private static final Color SOURCE = new Color(0xE45756);
    private static final Color STANDING = new Color(0xC8C8C8);

    private FieldPicture() {
    }

    /**
     * @param parameter the parameter value to draw the field at
     * @param pixelsPerMetre scale
     * @param arrowSpacing metres between arrows
     */
    static BufferedImage render(KeyframedField field, double parameter, int pixelsPerMetre, double arrowSpacing) {
        Domain domain = field.domain(parameter);
        double reach = field.reach();
        int size = 2 * MARGIN + (int) Math.ceil(2 * reach * pixelsPerMetre);
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, size, size);
            double centre = size / 2.0;
            double[] sample = new double[3];
            // Tint: one square per 0.1 m, by speed relative to the fastest point drawn.
            double cell = 0.1;
            double fastest = 1e-9;
            for (double y = -reach; y < reach; y += cell) {
                for (double x = -reach; x < reach; x += cell) {
                    if (field.sample(parameter, x + cell / 2, y + cell / 2, sample)) {
                        fastest = Math.max(fastest, Math.hypot(sample[0], sample[1]));
                    }
                }
            }
            for (double y = -reach; y < reach; y += cell) {
                for (double x = -reach; x < reach; x += cell) {
                    if (!field.sample(parameter, x + cell / 2, y + cell / 2, sample)) {
                        continue;
                    }
                    double speed = Math.hypot(sample[0], sample[1]);
                    g.setColor(field.isOrientation() ? new Color(0xE3ECF5) : speed < 1e-6 ? STANDING : tint(speed / fastest));
                    g.fillRect((int) Math.floor(centre + x * pixelsPerMetre), (int) Math.floor(centre - (y + cell) * pixelsPerMetre),
                            (int) Math.ceil(cell * pixelsPerMetre) + 1, (int) Math.ceil(cell * pixelsPerMetre) + 1);
                }
            }
            g.setColor(GRID);
            for (int metre = (int) -Math.floor(reach); metre <= reach; metre++) {
                int offset = (int) Math.round(metre * pixelsPerMetre);
                g.drawLine((int) centre + offset, 0, (int) centre + offset, size);
                g.drawLine(0, (int) centre - offset, size, (int) centre - offset);
            }
            g.setColor(OUTLINE);
            g.setStroke(new BasicStroke(2f));
            outline(g, domain, centre, pixelsPerMetre);
            g.setColor(ARROW);
            g.setStroke(new BasicStroke(1.4f));
            double longest = field.isOrientation() ? 1 : fastest;
            for (double y = Math.floor(domain.minY() / arrowSpacing) * arrowSpacing; y <= domain.maxY(); y += arrowSpacing) {
                for (double x = Math.floor(domain.minX() / arrowSpacing) * arrowSpacing; x <= domain.maxX(); x += arrowSpacing) {
                    if (field.sample(parameter, x, y, sample) && Math.hypot(sample[0], sample[1]) > 1e-6) {
                        double scale = 0.8 * arrowSpacing / longest;
                        arrow(g, centre + x * pixelsPerMetre, centre - y * pixelsPerMetre, sample[0] * scale * pixelsPerMetre,
                                -sample[1] * scale * pixelsPerMetre);
                    }
                }
            }
            int radius = Math.max(4, (int) Math.round(0.3 * pixelsPerMetre));
            g.setColor(SOURCE);
            g.fillOval((int) centre - radius, (int) centre - radius, 2 * radius, 2 * radius);
            g.setColor(Color.WHITE);
            g.fillOval((int) centre - radius / 3, (int) centre + radius / 3, 2 * radius / 3, 2 * radius / 3);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** White (slow) to a saturated blue-green (fastest). */
    private static Color tint(double fraction) {
        double f = Math.max(0, Math.min(1, fraction));
        return new Color((int) Math.round(247 - f * 160), (int) Math.round(247 - f * 60), (int) Math.round(245 - f * 40));
    }

    private static void outline(Graphics2D g, Domain domain, double centre, double scale) {
        switch (domain) {
            case RectangleDomain rectangle -> g.drawRect((int) Math.round(centre + rectangle.minX() * scale),
                    (int) Math.round(centre - rectangle.maxY() * scale), (int) Math.round(rectangle.width() * scale),
                    (int) Math.round(rectangle.height() * scale));
            case DiskDomain disk -> g.drawOval((int) Math.round(centre + (disk.centreX() - disk.radius()) * scale),
                    (int) Math.round(centre - (disk.centreY() + disk.radius()) * scale), (int) Math.round(2 * disk.radius() * scale),
                    (int) Math.round(2 * disk.radius() * scale));
        }
    }

    private static void arrow(Graphics2D g, double x, double y, double dx, double dy) {
        double length = Math.hypot(dx, dy);
        if (length < 2) {
            return;
        }
        double ux = dx / length;
        double uy = dy / length;
        double head = Math.min(6, length / 2);
        Path2D.Double path = new Path2D.Double();
        path.moveTo(x - dx / 2, y - dy / 2);
        path.lineTo(x + dx / 2, y + dy / 2);
        path.moveTo(x + dx / 2, y + dy / 2);
        path.lineTo(x + dx / 2 - head * (ux + 0.5 * uy), y + dy / 2 - head * (uy - 0.5 * ux));
        path.moveTo(x + dx / 2, y + dy / 2);
        path.lineTo(x + dx / 2 - head * (ux - 0.5 * uy), y + dy / 2 - head * (uy + 0.5 * ux));
        g.draw(path);
    }
}
