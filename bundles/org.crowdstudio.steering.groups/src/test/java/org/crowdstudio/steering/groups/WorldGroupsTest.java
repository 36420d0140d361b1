package org.crowdstudio.steering.groups;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.engine.spi.StepPhase;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

class WorldGroupsTest {

    private static final int PAIRS = 60;

    /**
     * The kernel keeps agents in memory by where they stand and regroups them every few steps;
     * the groups follow them there. Pairs whose ids lie in no order of place walk east and west
     * through each other for 3.5 s (three regroupings after the first layout): before every step,
     * each agent's slot holds its own groups; at the end every pair is still together, and every
     * agent is connected to its own partner, as the groups overlay reads it by id.
     */
    @Test
    void everyAgentStaysConnectedToItsOwnPartnerWhileTheKernelRegroupsTheCrowd() {
        int[] idAt = shuffledIds(2 * PAIRS, 7);
        Crowd.Builder builder = new Crowd.Builder();
        double[][] places = new double[2 * PAIRS][];
        for (int pair = 0; pair < PAIRS; pair++) {
            // Pairs on a lattice 4 m apart, partners side by side 0.8 m apart.
            double x = 4 * (pair % 10);
            double y = 4 * (pair / 10);
            places[idAt[2 * pair]] = new double[] {x, y};
            places[idAt[2 * pair + 1]] = new double[] {x, y + 0.8};
        }
        for (double[] place : places) {
            builder.add(place[0], place[1], 0, 0.25, 1.2, 1.6, 1, 0, new double[0], false);
        }
        List<GroupScene.Group> groups = new ArrayList<>();
        ConnectionParameters pairs = new ConnectionParameters(1, 0, 1, 1, 2, 0.5, 0.2, 0.05, 0.8);
        for (int pair = 0; pair < PAIRS; pair++) {
            int a = idAt[2 * pair];
            int b = idAt[2 * pair + 1];
            int[] members = {Math.min(a, b), Math.max(a, b)};
            groups.add(new GroupScene.Group("pair " + pair, members, new int[0], 1, 1, Formation.ISOTROPIC, pairs));
        }
        ConnectionParameters[] profile = new ConnectionParameters[2 * PAIRS];
        Arrays.fill(profile, pairs);
        World world = World.empty();
        world.attach(GroupScene.class, new GroupScene(profile, groups, List.of()));
        VelocityConnectionAlgorithm algorithm = new VelocityConnectionAlgorithm();
        VelocitySolver solver = algorithm.create(Parameters.defaults(algorithm.descriptor()), world);
        // Every other pair walks west, through the pairs walking east: the kernel's order of the crowd changes.
        VelocitySource eastOrWest = (agent, out) -> {
            out[0] = pairOf(idAt, agent.index()) % 2 == 0 ? 1.2 : -1.2;
            out[1] = 0;
            return true;
        };
        SlotCheck check = new SlotCheck(WorldGroups.of(world));
        world.addStepPhase(check);
        Pipeline pipeline = new Pipeline(List.of(), List.of(eastOrWest), new double[] {1}, true, solver, null,
                Pipeline.AGENT_STIFFNESS, 0);

        try (Simulation simulation = new Simulation(builder.build(), List.of(pipeline), world, 0.1, 1, 2)) {
            for (int step = 0; step < 35; step++) {
                simulation.step();
            }
            assertThat(check.checkedSteps).isEqualTo(35);
            assertThat(check.wrong).as("agents whose slot held another's groups").isEmpty();
            Crowd crowd = simulation.crowd();
            for (int pair = 0; pair < PAIRS; pair++) {
                int a = idAt[2 * pair];
                int b = idAt[2 * pair + 1];
                // Within r^max of each other's bodies (1 m + 2 × 0.25 m); one that read another's slot drifts away.
                double apart = Math.hypot(crowd.x(a) - crowd.x(b), crowd.y(a) - crowd.y(b));
                assertThat(apart).as("agents %d and %d apart", a, b).isLessThan(1.5);
            }
            WorldGroups worldGroups = WorldGroups.of(world);
            int[] chosen = new int[4];
            for (int pair = 0; pair < PAIRS; pair++) {
                int a = idAt[2 * pair];
                int b = idAt[2 * pair + 1];
                assertThat(worldGroups.connections(a, chosen)).as("connections of agent %d", a).isEqualTo(1);
                assertThat(chosen[0]).as("partner of agent %d", a).isEqualTo(b);
                assertThat(worldGroups.connections(b, chosen)).as("connections of agent %d", b).isEqualTo(1);
                assertThat(chosen[0]).as("partner of agent %d", b).isEqualTo(a);
            }
        }
    }

    /** Runs after the groups' own phase: what each agent's slot holds is what the groups hold for its id. */
    private static final class SlotCheck implements StepPhase {
        private final WorldGroups groups;
        private final List<String> wrong = new ArrayList<>();
        private int checkedSteps;

        SlotCheck(WorldGroups groups) {
            this.groups = groups;
        }

        @Override
        public void beforeStep(PhaseView crowd) {
            GroupState state = groups.state();
            SlotGroups slots = groups.slots();
            for (int id = 0; id < crowd.size(); id++) {
                int slot = crowd.handleOf(id);
                int length = slots.influenceEnd(slot) - slots.influenceStart(slot);
                boolean same = length == state.influenceEnd(id) - state.influenceStart(id)
                        && slots.isRelated(slot) == state.isRelated(id)
                        && slots.parameters(slot) == state.parameters(id);
                for (int k = 0; same && k < length; k++) {
                    double held = slots.influences()[slots.influenceStart(slot) + k];
                    same = held == state.influences()[state.influenceStart(id) + k];
                }
                if (!same) {
                    wrong.add("agent " + id + " before step " + checkedSteps);
                }
            }
            checkedSteps++;
        }
    }

    private static int pairOf(int[] idAt, int id) {
        for (int at = 0; at < idAt.length; at++) {
            if (idAt[at] == id) {
                return at / 2;
            }
        }
        throw new IllegalArgumentException("no agent " + id);
    }

    private static int[] shuffledIds(int count, long seed) {
        int[] ids = new int[count];
        for (int i = 0; i < count; i++) {
            ids[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = ids[i];
            ids[i] = ids[j];
            ids[j] = swap;
        }
        return ids;
    }
}
