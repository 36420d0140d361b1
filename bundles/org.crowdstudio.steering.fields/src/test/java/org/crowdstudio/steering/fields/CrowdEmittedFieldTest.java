package org.crowdstudio.steering.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.DiskDomain;
import org.crowdstudio.fields.Domain;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.fields.FieldParameter;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.GuideCurve;
import org.crowdstudio.fields.KeyframedField;
import org.crowdstudio.fields.Sketch;
import org.crowdstudio.fields.SketchedField;
import org.crowdstudio.fields.SourceFrame;
import org.junit.jupiter.api.Test;

/**
 * A field every agent of a crowd emits and receives, as a personal space ahead of each walker
 * that grows over time (two keyframes, disks of different size and place): every receiver walks
 * with exactly the average of eq. 1 over every other agent whose field contains it, worked out
 * here source by source, however the stage finds those sources.
 */
class CrowdEmittedFieldTest {

    private static final int AGENTS = 300;
    private static final double TIME_STEP = 0.5;

    @Test
    void everyReceiverGetsTheAverageOfEveryOtherAgentsFieldThatContainsIt() {
        KeyframedField space = new KeyframedField(List.of(keyframe(0, new DiskDomain(0, 0, 0.8)), keyframe(1, new DiskDomain(0, -0.6, 1.6))),
                false, 0);
        int[] everyone = IntStream.range(0, AGENTS).toArray();
        BoundField binding = new BoundField("personal space", 0, space, FieldParameter.SIMULATION_TIME, 1, 1, everyone, new double[0], false,
                everyone, BoundField.NO_AGENT, Double.NaN, Double.NaN);
        World world = World.empty();
        world.attach(FieldScene.class, new FieldScene(List.of(binding), List.of(), AGENTS));
        InteractionFieldsAlgorithm fields = new InteractionFieldsAlgorithm();
        VelocitySource source = (VelocitySource) fields.create(Parameters.of(fields.descriptor(), Map.of()), world);
        Crowd.Builder crowd = new Crowd.Builder();
        Random random = new Random(7);
        for (int agent = 0; agent < AGENTS; agent++) {
            // A jittered lattice 0.9 m apart, everyone facing somewhere else.
            double x = 0.9 * (agent % 20) + 0.3 * random.nextDouble();
            double y = 0.9 * (agent / 20) + 0.3 * random.nextDouble();
            crowd.add(x, y, 2 * Math.PI * random.nextDouble(), 0.2, 1, 5, 1, 0, new double[0], false);
        }
        try (Simulation simulation = new Simulation(crowd.build(), List.of(new Pipeline(List.of(source), new double[] {1}, true, null, 0)), world,
                TIME_STEP, 1, 2)) {
            Crowd state = simulation.crowd();
            simulation.step();
            // The second step looks up the field half-way between its keyframes, from where everyone stands now.
            double[][] expected = new double[AGENTS][];
            for (int agent = 0; agent < AGENTS; agent++) {
                expected[agent] = average(space, state, agent, simulation.time());
            }
            simulation.step();

            int inAField = 0;
            for (int agent = 0; agent < AGENTS; agent++) {
                if (expected[agent] != null) {
                    inAField++;
                    assertThat(state.vx(agent)).as("vx of agent %d", agent).isCloseTo(expected[agent][0], within(1e-9));
                    assertThat(state.vy(agent)).as("vy of agent %d", agent).isCloseTo(expected[agent][1], within(1e-9));
                }
            }
            assertThat(inAField).as("receivers inside at least one other agent's field").isGreaterThan(AGENTS / 2);
        }
    }

    /** Eq. 1 by hand: every other agent's field mapped onto the receiver, averaged; null if none contains it. */
    private static double[] average(KeyframedField space, Crowd state, int receiver, double time) {
        SourceFrame frame = new SourceFrame();
        double[] sample = new double[3];
        double sumX = 0;
        double sumY = 0;
        double sumWeight = 0;
        for (int other = 0; other < AGENTS; other++) {
            if (other == receiver) {
                continue;
            }
            frame.placeWithHeading(state.x(other), state.y(other), state.heading(other));
            if (space.sample(time, frame.localX(state.x(receiver), state.y(receiver)), frame.localY(state.x(receiver), state.y(receiver)),
                    sample)) {
                sumX += sample[2] * frame.worldVx(sample[0], sample[1]);
                sumY += sample[2] * frame.worldVy(sample[0], sample[1]);
                sumWeight += sample[2];
            }
        }
        return sumWeight > 0 ? new double[] {sumX / sumWeight, sumY / sumWeight} : null;
    }

    /** Two crossing curves over the domain, so that the field's direction differs from place to place. */
    private static KeyframedField.Keyframe keyframe(double parameter, Domain domain) {
        Sketch sketch = Sketch.of(new GuideCurve(new double[] {domain.minX(), domain.minY(), domain.maxX(), domain.maxY()}, 1.0, 0),
                new GuideCurve(new double[] {domain.maxX(), domain.minY(), domain.minX(), domain.maxY()}, 0.6, 0));
        return new KeyframedField.Keyframe(parameter, domain, FieldGrid.bake(new SketchedField(sketch, domain, false, 1.9, 0.1), 24, 24));
    }
}
