package org.crowdstudio.steering.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.fields.FieldParameter;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.GuideCurve;
import org.crowdstudio.fields.KeyframedField;
import org.crowdstudio.fields.RectangleDomain;
import org.crowdstudio.fields.Sketch;
import org.crowdstudio.fields.SketchedField;
import org.junit.jupiter.api.Test;

/**
 * Binding weights in the combination of fields (IF paper eq. 1): two static sources 4 m apart
 * emit the same field, turned so that one pushes north and the other south. An agent between them
 * (IFs-Only) walks with their weighted average.
 */
class FieldWeightTest {

    private static final double PUSH = 1.5;
    /** A uniform push along the frame's −y: the way the source faces. */
    private static final KeyframedField PUSHING = new KeyframedField(List.of(new KeyframedField.Keyframe(0, new RectangleDomain(0, 0, 6, 6),
            FieldGrid.bake(new SketchedField(Sketch.of(new GuideCurve(new double[] {0, 3, 0, -3}, PUSH, 0)), new RectangleDomain(0, 0, 6, 6),
                    false, 1.9, 0.1), 16, 16))), false, 0);
    /** {x, y, heading}: the west source faces north, the east one south; their domains overlap between x = −1 and 1. */
    private static final double[] SOURCES = {-2, 0, Math.PI / 2, 2, 0, -Math.PI / 2};

    @Test
    void withAConstantWeightTheTwoPushesCancelWhereverTheAgentStands() {
        assertThat(northwardSpeed(-1, 1)).isCloseTo(0, within(1e-9));
        assertThat(northwardSpeed(0.5, 1)).isCloseTo(0, within(1e-9));
    }

    @Test
    void aWeightGrowingNearTheSourceLetsTheNearerSourceWin() {
        double nearWest = northwardSpeed(-1, 4);
        double nearEast = northwardSpeed(1, 4);

        // reach = √(3² + 3²); w = 1 + 3 (1 − d / reach): 3.29 for the west source 1 m away, 1.88 for the east one 3 m away.
        double reach = Math.sqrt(18);
        double west = 1 + 3 * (1 - 1 / reach);
        double east = 1 + 3 * (1 - 3 / reach);
        assertThat(nearWest).isCloseTo(PUSH * (west - east) / (west + east), within(1e-6));
        assertThat(nearEast).as("mirror image").isCloseTo(-nearWest, within(1e-9));
        assertThat(northwardSpeed(0, 4)).as("half-way").isCloseTo(0, within(1e-9));
    }

    /** The agent's northward velocity after one step from (x, 0). */
    private static double northwardSpeed(double x, double nearSourceGain) {
        BoundField binding = new BoundField("push", 0, PUSHING, FieldParameter.NONE, 1, nearSourceGain, new int[0], SOURCES, false,
                new int[] {0}, BoundField.NO_AGENT, Double.NaN, Double.NaN);
        World world = World.empty();
        world.attach(FieldScene.class, new FieldScene(List.of(binding), List.of(), 1));
        InteractionFieldsAlgorithm fields = new InteractionFieldsAlgorithm();
        VelocitySource source = (VelocitySource) fields.create(Parameters.of(fields.descriptor(), Map.of()), world);
        Crowd.Builder crowd = new Crowd.Builder();
        crowd.add(x, 0, 0, 0.25, 1.3, 2, 1, 0, new double[0], false);
        try (Simulation simulation = new Simulation(crowd.build(), List.of(new Pipeline(List.of(source), new double[] {1}, true, null, 0)), world,
                0.1, 1, 1)) {
            simulation.step();
            return simulation.crowd().vy(0);
        }
    }
}
