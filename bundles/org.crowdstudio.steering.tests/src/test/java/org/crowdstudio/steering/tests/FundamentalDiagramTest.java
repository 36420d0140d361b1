package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;

import javax.imageio.ImageIO;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.BooleanParameter;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Vector2;
import org.junit.jupiter.api.Test;

/**
 * Dense crowds slow down as people do: one-way walkers in a corridor 10 m wide, packed at 0.5 to
 * 3 per m², keep the speed of the empirical fundamental diagram (Weidmann 1993) within 15 %, with
 * goal reaching's density pace, over ORCA and over social forces, each with its defaults (the
 * 1995 social forces, {@code comovingStrength} 1, are measured beside for comparison). Measured
 * over the crowd's middle half, 5 to 15 s after the start, against Weidmann's speed at the
 * density measured there (the crowd loosens a little from its ends).
 */
class FundamentalDiagramTest {

    private static final double WIDTH = 10;
    private static final double LENGTH = 300;
    /** The crowd starts in the first this many metres after 10 m. */
    private static final double BLOCK = 30;
    private static final double[] DENSITIES = {0.5, 1, 1.5, 2, 2.5, 3};
    /** Social forces' comovingStrength of the 1995 model. */
    private static final double MODEL_OF_1995 = 1;
    /** The solver's own comovingStrength. */
    private static final double DEFAULT = Double.NaN;
    private static final Path OUT = Path.of("target", "fundamental-diagram", "fundamental-diagram.png");

    /** Measured density of the crowd's middle half (per m²) and its mean speed along the corridor (m/s). */
    private record Flow(double density, double speed) {
        double weidmann() {
            return 1.34 * (1 - Math.exp(-1.913 * (1 / density - 1 / 5.4)));
        }
    }

    @Test
    void speedFollowsTheEmpiricalFundamentalDiagram() throws IOException {
        List<Flow> orca = new ArrayList<>();
        List<Flow> socialForces = new ArrayList<>();
        List<Flow> socialForces1995 = new ArrayList<>();
        for (double density : DENSITIES) {
            orca.add(walk("orca", density, true, DEFAULT));
            socialForces.add(walk("social-forces", density, true, DEFAULT));
            socialForces1995.add(walk("social-forces", density, true, MODEL_OF_1995));
        }
        // For docs/DENSE-CROWDS.md: measured against empirical, the 1995 social forces beside for comparison.
        Files.createDirectories(OUT.getParent());
        ImageIO.write(diagram(orca, socialForces, socialForces1995), "png", OUT.toFile());
        for (int d = 0; d < DENSITIES.length; d++) {
            System.out.printf(Locale.ROOT,
                    "fundamental diagram at %.1f: ORCA %.2f/m² %.3f m/s (Weidmann %.3f); social forces %.2f/m² %.3f m/s (Weidmann %.3f); "
                            + "social forces, 1995 %.2f/m² %.3f m/s (Weidmann %.3f)%n",
                    DENSITIES[d], orca.get(d).density(), orca.get(d).speed(), orca.get(d).weidmann(), socialForces.get(d).density(),
                    socialForces.get(d).speed(), socialForces.get(d).weidmann(), socialForces1995.get(d).density(),
                    socialForces1995.get(d).speed(), socialForces1995.get(d).weidmann());
        }
        for (int d = 0; d < DENSITIES.length; d++) {
            assertFollowsWeidmann("ORCA", DENSITIES[d], orca.get(d));
            assertFollowsWeidmann("social forces", DENSITIES[d], socialForces.get(d));
        }
    }

    private static void assertFollowsWeidmann(String solver, double placed, Flow flow) {
        assertThat(flow.density()).as("%s: density of the crowd's middle, placed at %.1f per m²", solver, placed).isBetween(0.8 * placed,
                1.1 * placed);
        assertThat(flow.speed()).as("%s: speed at %.2f per m², against Weidmann's %.2f m/s", solver, flow.density(), flow.weidmann())
                .isBetween(0.85 * flow.weidmann(), 1.15 * flow.weidmann());
    }

    /** Weidmann's curve from 0.2 to 4 per m², the measured flows as dots: ORCA blue, social forces red, 1995 grey. */
    private static BufferedImage diagram(List<Flow> orca, List<Flow> socialForces, List<Flow> socialForces1995) {
        int width = 640;
        int height = 400;
        int margin = 50;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        DoubleUnaryOperator px = density -> margin + density / 4 * (width - 2 * margin);
        // From −1 m/s: the 1995 social forces push dense crowds backwards.
        DoubleUnaryOperator py = speed -> height - margin - (speed + 1) / 2.5 * (height - 2 * margin);
        g.setColor(Color.LIGHT_GRAY);
        for (int d = 0; d <= 4; d++) {
            g.drawLine((int) px.applyAsDouble(d), margin, (int) px.applyAsDouble(d), height - margin);
            g.drawString(d + "/m²", (int) px.applyAsDouble(d) - 12, height - margin + 18);
        }
        for (double v = -1; v <= 1.5 + 1e-9; v += 0.5) {
            g.drawLine(margin, (int) py.applyAsDouble(v), width - margin, (int) py.applyAsDouble(v));
            g.drawString(String.format(Locale.ROOT, "%.1f", v), 10, (int) py.applyAsDouble(v) + 4);
        }
        g.setColor(Color.BLACK);
        String title = "speed (m/s) by density: Weidmann (line), ORCA (blue), social forces (red), 1995 model (grey)";
        g.drawString(title, margin, 30);
        for (double density = 0.2; density < 4; density += 0.02) {
            double next = density + 0.02;
            g.drawLine((int) px.applyAsDouble(density), (int) py.applyAsDouble(new Flow(density, 0).weidmann()), (int) px.applyAsDouble(next),
                    (int) py.applyAsDouble(new Flow(next, 0).weidmann()));
        }
        dots(g, orca, new Color(31, 119, 180), px, py);
        dots(g, socialForces1995, Color.GRAY, px, py);
        dots(g, socialForces, new Color(214, 39, 40), px, py);
        g.dispose();
        return image;
    }

    private static void dots(Graphics2D g, List<Flow> flows, Color colour, DoubleUnaryOperator px, DoubleUnaryOperator py) {
        g.setColor(colour);
        for (Flow flow : flows) {
            g.fillOval((int) px.applyAsDouble(flow.density()) - 5, (int) py.applyAsDouble(flow.speed()) - 5, 10, 10);
        }
    }

    @Test
    void switchedOffTheCrowdKeepsItsPreferredSpeedHoweverDense() {
        Flow flow = walk("orca", 2, false, DEFAULT);

        assertThat(flow.speed()).as("speed at %.2f per m² without the density pace", flow.density()).isGreaterThan(1.2);
    }

    /**
     * @param comovingStrength social forces' share of the repulsion between agents that do not close in;
     *                         NaN for the solver's default
     */
    private static Flow walk(String solver, double density, boolean densityPace, double comovingStrength) {
        Scenario scenario = PaperExamples.read("corridor");
        scenario.getEnvironment().setMin(vector(0, -2));
        scenario.getEnvironment().setMax(vector(LENGTH, WIDTH + 2));
        rectangle(PaperExamples.obstacle(scenario, "South wall"), 0, -1, LENGTH, 0);
        rectangle(PaperExamples.obstacle(scenario, "North wall"), 0, WIDTH, LENGTH, WIDTH + 1);
        Population eastbound = scenario.getPopulations().get(0);
        scenario.getPopulations().remove(1);
        rectangle(eastbound.getSpawnRegion(), 10, 0, 10 + BLOCK, WIDTH);
        Region end = (Region) eastbound.getGoals().get(0);
        rectangle(end, LENGTH - 10, 0, LENGTH, WIDTH);
        eastbound.setCount((int) Math.round(density * BLOCK * WIDTH));
        eastbound.setPreferredSpeed(null);
        BehaviourProfile walker = eastbound.getProfile();
        // Weidmann's speed at 0.5 per m², below which the density pace leaves the preferred speed alone.
        walker.setPreferredSpeed(1.3);
        walker.getPipeline().getVelocitySolver().setAlgorithmId(solver);
        if (!Double.isNaN(comovingStrength)) {
            RealParameter comoving = ScenarioFactory.eINSTANCE.createRealParameter();
            comoving.setKey("comovingStrength");
            comoving.setValue(comovingStrength);
            walker.getPipeline().getVelocitySolver().getParameters().add(comoving);
        }
        // Straight along the corridor: the example's walkers keep right, these do not.
        walker.getPipeline().getVelocitySources().get(0).getParameters().clear();
        if (!densityPace) {
            BooleanParameter off = ScenarioFactory.eINSTANCE.createBooleanParameter();
            off.setKey("densityPace");
            off.setValue(false);
            walker.getPipeline().getVelocitySources().get(0).getParameters().add(off);
        }
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();
        double densities = 0;
        double speeds = 0;
        int samples = 0;
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < 15 - 1e-9) {
                simulation.step();
                if (simulation.time() >= 5 && simulation.stepCount() % 5 == 0) {
                    Integer[] order = new Integer[crowd.size()];
                    Arrays.setAll(order, i -> i);
                    Arrays.sort(order, (a, b) -> Double.compare(crowd.x(a), crowd.x(b)));
                    List<Integer> middle = Arrays.asList(order).subList(crowd.size() / 4, 3 * crowd.size() / 4);
                    double from = crowd.x(middle.get(0));
                    double to = crowd.x(middle.get(middle.size() - 1));
                    densities += middle.size() / ((to - from) * WIDTH);
                    speeds += middle.stream().mapToDouble(crowd::vx).average().orElseThrow();
                    samples++;
                }
            }
        }
        return new Flow(densities / samples, speeds / samples);
    }

    private static Vector2 vector(double x, double y) {
        Vector2 vector = ScenarioFactory.eINSTANCE.createVector2();
        vector.setX(x);
        vector.setY(y);
        return vector;
    }

    private static void rectangle(Obstacle obstacle, double x0, double y0, double x1, double y1) {
        obstacle.getVertices().clear();
        obstacle.getVertices().addAll(List.of(vector(x0, y0), vector(x1, y0), vector(x1, y1), vector(x0, y1)));
    }

    private static void rectangle(Region region, double x0, double y0, double x1, double y1) {
        region.getVertices().clear();
        region.getVertices().addAll(List.of(vector(x0, y0), vector(x1, y0), vector(x1, y1), vector(x0, y1)));
    }
}
