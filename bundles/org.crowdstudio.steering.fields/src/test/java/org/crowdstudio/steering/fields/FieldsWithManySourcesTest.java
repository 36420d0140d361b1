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
import org.crowdstudio.fields.RectangleDomain;
import org.crowdstudio.fields.Sketch;
import org.crowdstudio.fields.SketchedField;
import org.crowdstudio.fields.SourceFrame;
import org.junit.jupiter.api.Test;

/**
 * Fields with many sources: every receiver walks with exactly the average of eq. 1 over every
 * source (every other emitting agent, every static source) whose field contains it, worked out
 * here source by source, however the stage finds those sources. A personal space ahead of each
 * walker that grows over time (two keyframes, disks of different size and place), checked
 * half-way and at its largest, in a crowd and in a crowd so packed that each agent stands in
 * hundreds of fields; a field a scattered few dozen agents emit, turned towards a linked agent,
 * whose domain depends on more than its source; and a field forty static sources emit.
 */
class FieldsWithManySourcesTest {

    private static final int AGENTS = 300;
    private static final double TIME_STEP = 0.5;
    /** Metres between neighbours of the jittered lattice the crowd stands on. */
    private static final double LATTICE = 0.9;

    @Test
    void everyReceiverGetsTheAverageOfEveryOtherAgentsFieldThatContainsIt() {
        BoundField binding = personalSpace(0.8, 1.6);
        // Steps 2 and 3 look the field up half-way between its keyframes and at the last, the widest.
        assertEveryVelocityIsTheAverage(binding, LATTICE, 2, AGENTS / 2);
    }

    @Test
    void inAPackedCrowdEveryReceiverGetsTheAverageOfTheHundredsOfFieldsThatContainIt() {
        BoundField binding = personalSpace(1.2, 1.6);
        // 300 agents on 2 m × 1.5 m: each stands in about every other agent's field.
        assertEveryVelocityIsTheAverage(binding, 0.1, 2, AGENTS - 1);
    }

    @Test
    void aFieldScatteredAgentsEmitTurnedTowardsALinkedAgentReachesEveryReceiverInIt() {
        KeyframedField wedge = new KeyframedField(List.of(keyframe(0, new RectangleDomain(0.4, -1.2, 1.6, 2.4))), false, 0);
        // Every seventh agent: more than are visited one by one, spread over the whole crowd.
        int[] emitters = IntStream.range(0, AGENTS).filter(agent -> agent % 7 == 3).toArray();
        BoundField binding = new BoundField("look at the guide", 0, wedge, FieldParameter.LINKED_ANGLE, 1, 1, emitters, new double[0], false,
                IntStream.range(0, AGENTS).toArray(), 151, Double.NaN, Double.NaN);
        assertEveryVelocityIsTheAverage(binding, LATTICE, 2, AGENTS / 10);
    }

    @Test
    void aFieldFortyStaticSourcesEmitReachesEveryReceiverInIt() {
        KeyframedField spot = new KeyframedField(List.of(keyframe(0, new DiskDomain(0, -0.4, 0.9)), keyframe(1, new DiskDomain(0, -1, 1.7))),
                false, 0);
        // Posts scattered over the crowd's square, each facing its own way.
        Random random = new Random(5);
        double[] posts = new double[3 * 40];
        for (int post = 0; post < 40; post++) {
            posts[3 * post] = 18 * random.nextDouble();
            posts[3 * post + 1] = 14 * random.nextDouble();
            posts[3 * post + 2] = 2 * Math.PI * random.nextDouble();
        }
        BoundField binding = new BoundField("posts", 0, spot, FieldParameter.SIMULATION_TIME, 1, 1, new int[0], posts, false,
                IntStream.range(0, AGENTS).toArray(), BoundField.NO_AGENT, Double.NaN, Double.NaN);
        assertEveryVelocityIsTheAverage(binding, LATTICE, 2, AGENTS / 5);
    }

    /**
     * A personal space every agent emits and receives that grows over time: a disk around the
     * agent at 0 s, a larger one ahead of it from 1 s on.
     */
    private static BoundField personalSpace(double firstRadius, double lastRadius) {
        KeyframedField space = new KeyframedField(
                List.of(keyframe(0, new DiskDomain(0, 0, firstRadius)), keyframe(1, new DiskDomain(0, -0.6, lastRadius))), false, 0);
        int[] everyone = IntStream.range(0, AGENTS).toArray();
        return new BoundField("personal space", 0, space, FieldParameter.SIMULATION_TIME, 1, 1, everyone, new double[0], false, everyone,
                BoundField.NO_AGENT, Double.NaN, Double.NaN);
    }

    /**
     * Runs the crowd with the binding as its only velocity source and, for each of the given
     * steps after the first, compares every receiver's velocity with eq. 1 worked out by hand.
     */
    private static void assertEveryVelocityIsTheAverage(BoundField binding, double lattice, int checkedSteps, int atLeastInAField) {
        World world = World.empty();
        world.attach(FieldScene.class, new FieldScene(List.of(binding), List.of(), AGENTS));
        InteractionFieldsAlgorithm fields = new InteractionFieldsAlgorithm();
        VelocitySource source = (VelocitySource) fields.create(Parameters.of(fields.descriptor(), Map.of()), world);
        Crowd.Builder crowd = new Crowd.Builder();
        Random random = new Random(7);
        for (int agent = 0; agent < AGENTS; agent++) {
            // A jittered lattice, everyone facing somewhere else.
            double x = lattice * (agent % 20 + random.nextDouble() / 3);
            double y = lattice * (agent / 20 + random.nextDouble() / 3);
            crowd.add(x, y, 2 * Math.PI * random.nextDouble(), 0.2, 1, 5, 1, 0, new double[0], false);
        }
        try (Simulation simulation = new Simulation(crowd.build(), List.of(new Pipeline(List.of(source), new double[] {1}, true, null, 0)), world,
                TIME_STEP, 1, 2)) {
            Crowd state = simulation.crowd();
            simulation.step();
            for (int check = 0; check < checkedSteps; check++) {
                double[][] expected = new double[AGENTS][];
                for (int agent = 0; agent < AGENTS; agent++) {
                    expected[agent] = average(binding, state, agent, simulation.time());
                }
                double time = simulation.time();
                simulation.step();

                int inAField = 0;
                for (int agent = 0; agent < AGENTS; agent++) {
                    if (expected[agent] != null) {
                        inAField++;
                        assertThat(state.vx(agent)).as("vx of agent %d at %.1f s", agent, time).isCloseTo(expected[agent][0], within(1e-9));
                        assertThat(state.vy(agent)).as("vy of agent %d at %.1f s", agent, time).isCloseTo(expected[agent][1], within(1e-9));
                    }
                }
                assertThat(inAField).as("receivers inside at least one other agent's field at %.1f s", time).isGreaterThan(atLeastInAField);
            }
        }
    }

    /** Eq. 1 by hand: every other emitting agent's field mapped onto the receiver, averaged; null if none contains it. */
    private static double[] average(BoundField binding, Crowd state, int receiver, double time) {
        SourceFrame frame = new SourceFrame();
        double[] sample = new double[3];
        double sumX = 0;
        double sumY = 0;
        double sumWeight = 0;
        for (int post = 0; post < binding.fixedSourceCount(); post++) {
            frame.placeWithHeading(binding.fixedX(post), binding.fixedY(post), binding.fixedHeading(post));
            if (binding.shape().sample(time, frame.localX(state.x(receiver), state.y(receiver)), frame.localY(state.x(receiver), state.y(receiver)),
                    sample)) {
                sumX += sample[2] * frame.worldVx(sample[0], sample[1]);
                sumY += sample[2] * frame.worldVy(sample[0], sample[1]);
                sumWeight += sample[2];
            }
        }
        for (int other = 0; other < AGENTS; other++) {
            if (other == receiver || !binding.emittedBy(other)) {
                continue;
            }
            double parameter = 0;
            if (binding.parameter() == FieldParameter.LINKED_ANGLE) {
                frame.placeLinked(state.x(other), state.y(other), state.x(binding.linkedAgent()), state.y(binding.linkedAgent()));
            } else {
                frame.placeWithHeading(state.x(other), state.y(other), state.heading(other));
                parameter = time;
            }
            if (binding.shape().sample(parameter, frame.localX(state.x(receiver), state.y(receiver)),
                    frame.localY(state.x(receiver), state.y(receiver)), sample)) {
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
