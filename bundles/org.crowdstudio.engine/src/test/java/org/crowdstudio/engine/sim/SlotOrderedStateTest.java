package org.crowdstudio.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.SlotOrdered;
import org.crowdstudio.engine.spi.VelocitySource;
import org.junit.jupiter.api.Test;

/**
 * A stage that keeps its per-agent state by slot finds each agent's own state at every step: the
 * kernel regroups its agents as they move and tells the stage, which moves its state along, also
 * when the stage was put in while the simulation ran.
 */
class SlotOrderedStateTest {

    private static final int AGENTS = 2_000;
    private static final int STEPS = 60;

    @Test
    void stateKeptBySlotFollowsItsAgentThroughEveryRegrouping() {
        Crowd crowd = StandardBenchmark.crowd(AGENTS, 1);
        SlotRecorder recorder = new SlotRecorder(AGENTS);
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(recorder)), 0.1, 1, 3)) {
            for (int step = 0; step < STEPS; step++) {
                simulation.step();
            }
        }

        assertThat(recorder.regroupings).as("regroupings the stage was told of, one every 10 steps")
                .isEqualTo(STEPS / 10);
        // The first regrouping sorts the crowd from the order it was added in; the later ones follow it walking.
        assertThat(recorder.movedLater).as("agents whose slot changed in a regrouping after the first")
                .isGreaterThan(AGENTS / 2);
        assertThat(recorder.strangers.get()).as("steps in which a slot held another agent's state").isZero();
    }

    @Test
    void aStagePutInWhileRunningIsToldToo() {
        Crowd crowd = StandardBenchmark.crowd(AGENTS, 1);
        SlotRecorder first = new SlotRecorder(AGENTS);
        SlotRecorder second = new SlotRecorder(AGENTS);
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(first)), 0.1, 1, 2)) {
            for (int step = 0; step < STEPS / 2; step++) {
                simulation.step();
            }
            simulation.replacePipeline(0, pipeline(second));
            for (int step = 0; step < STEPS / 2; step++) {
                simulation.step();
            }
        }

        assertThat(first.regroupings).as("regroupings told to the stage taken out, before it was")
                .isEqualTo(STEPS / 20);
        assertThat(second.regroupings).as("regroupings told to the stage put in").isEqualTo(STEPS / 20);
        assertThat(second.strangers.get()).as("steps in which a slot held another agent's state").isZero();
    }

    @Test
    void aStageInSeveralPipelinesIsToldOnce() {
        Crowd crowd = StandardBenchmark.crowd(AGENTS, 1);
        SlotRecorder shared = new SlotRecorder(AGENTS);
        // Two profiles' pipelines with the same stage in both.
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(shared), pipeline(shared)), 0.1, 1, 2)) {
            for (int step = 0; step < STEPS; step++) {
                simulation.step();
            }
        }

        assertThat(shared.regroupings).as("regroupings told to a stage of two pipelines").isEqualTo(STEPS / 10);
        assertThat(shared.strangers.get()).as("steps in which a slot held another agent's state").isZero();
    }

    private static Pipeline pipeline(SlotRecorder recorder) {
        // No solver: agents walk through each other, so the order they stand in changes quickly.
        return new Pipeline(List.of(recorder), new double[] {1}, true, null, 0);
    }

    /** Remembers, by slot, the agent it first saw there, and counts the steps it finds another one. */
    private static final class SlotRecorder implements VelocitySource, SlotOrdered {

        private final VelocitySource towardsGoal = new TowardsGoalForTests();
        private int[] agentOfSlot;
        private int[] moving;
        private final AtomicInteger strangers = new AtomicInteger();
        private int regroupings;
        private int movedLater;

        SlotRecorder(int agents) {
            agentOfSlot = new int[agents];
            moving = new int[agents];
            Arrays.fill(agentOfSlot, -1);
        }

        @Override
        public boolean propose(AgentView agent, double[] out) {
            int slot = agent.slot();
            if (agentOfSlot[slot] < 0) {
                agentOfSlot[slot] = agent.index();
            } else if (agentOfSlot[slot] != agent.index()) {
                strangers.incrementAndGet();
            }
            return towardsGoal.propose(agent, out);
        }

        @Override
        public void regrouped(int[] order) {
            regroupings++;
            for (int slot = 0; slot < order.length; slot++) {
                moving[slot] = agentOfSlot[order[slot]];
                movedLater += regroupings > 1 && order[slot] != slot ? 1 : 0;
            }
            int[] swapped = agentOfSlot;
            agentOfSlot = moving;
            moving = swapped;
        }
    }
}
