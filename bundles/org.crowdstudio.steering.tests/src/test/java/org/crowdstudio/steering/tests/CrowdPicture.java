package org.crowdstudio.steering.tests;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.function.IntFunction;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Scenario;

/**
 * A picture of a crowd at one moment, for documentation: the scenario's obstacles in grey, each
 * agent a disc of its body's size in the colour it is given (none: not drawn), a short line along
 * its velocity, and the paths agents walked so far when given. +y points up.
 */
final class CrowdPicture {

    static final Color GROUP = new Color(0x4C78A8);
    static final Color OTHERS = new Color(0xB8B8B8);
    static final Color LEADER = new Color(0xE45756);
    private static final Color BACKGROUND = new Color(0xF7F7F5);
    private static final Color OBSTACLE = new Color(0x8A8A8A);
    private static final int MARGIN = 8;

    private final BufferedImage image;
    private final Graphics2D graphics;
    private final double minX;
    private final double maxY;
    private final double scale;

    /** A picture of the part [minX, maxX] × [minY, maxY] of the scenario, at {@code scale} pixels per metre. */
    CrowdPicture(Scenario scenario, double minX, double minY, double maxX, double maxY, double scale) {
        this.minX = minX;
        this.maxY = maxY;
        this.scale = scale;
        image = new BufferedImage((int) Math.ceil((maxX - minX) * scale) + 2 * MARGIN, (int) Math.ceil((maxY - minY) * scale) + 2 * MARGIN,
                BufferedImage.TYPE_INT_RGB);
        graphics = image.createGraphics();
        graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        graphics.setColor(BACKGROUND);
        graphics.fillRect(0, 0, image.getWidth(), image.getHeight());
        graphics.setColor(OBSTACLE);
        for (Obstacle obstacle : scenario.getEnvironment().getObstacles()) {
            Path2D outline = new Path2D.Double();
            for (int v = 0; v < obstacle.getVertices().size(); v++) {
                double x = px(obstacle.getVertices().get(v).getX());
                double y = py(obstacle.getVertices().get(v).getY());
                if (v == 0) {
                    outline.moveTo(x, y);
                } else {
                    outline.lineTo(x, y);
                }
            }
            outline.closePath();
            graphics.fill(outline);
        }
    }

    /** Draws every agent the colour function gives a colour to. */
    CrowdPicture agents(Crowd crowd, IntFunction<Color> colourOf) {
        graphics.setStroke(new BasicStroke(1.2f));
        for (int id = 0; id < crowd.size(); id++) {
            Color colour = colourOf.apply(id);
            if (colour == null) {
                continue;
            }
            double radius = crowd.radius(id) * scale;
            double x = px(crowd.x(id));
            double y = py(crowd.y(id));
            graphics.setColor(colour);
            graphics.fill(new Ellipse2D.Double(x - radius, y - radius, 2 * radius, 2 * radius));
            graphics.setColor(colour.darker());
            graphics.drawLine((int) x, (int) y, (int) (x + crowd.vx(id) * scale * 0.8), (int) (y - crowd.vy(id) * scale * 0.8));
        }
        return this;
    }

    BufferedImage image() {
        graphics.dispose();
        return image;
    }

    private double px(double x) {
        return MARGIN + (x - minX) * scale;
    }

    private double py(double y) {
        return MARGIN + (maxY - y) * scale;
    }
}
