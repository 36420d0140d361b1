package org.crowdstudio.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.junit.jupiter.api.Test;

/**
 * A solver's k nearest neighbours are the grid's answer whatever a velocity source asked before:
 * the cursor picks them out of a within-radius answer that holds at least k, and must give the
 * same agents in the same order, equally distant ones by index.
 */
class NeighbourAnswersTest {

    private static final int NEAREST = 10;
    private static final int STEPS = 4;
    private static final int LATTICE = 12;
    private static final int RING = 30;

    @Test
    void theNearestNeighboursAreTheSameWhetherOrNotASourceAskedWhoIsNearFirst() {
        String[] plain = nearestNeighbourAnswers(0, 256);
        // 5 m is the solver's own radius; 6 m is wider, so its answer is not picked from.
        for (double asked : new double[] {0.6, 1, 2, 5, 6}) {
            assertThat(nearestNeighbourAnswers(asked, 256)).as("a source asking who is within %s m first", asked)
                    .containsExactly(plain);
        }
        // An answer cut short by the source's array is not picked from either.
        assertThat(nearestNeighbourAnswers(2, 8)).as("a source asking with room for 8").containsExactly(plain);
    }

    @Test
    void theAnswersAreTheSameWhenTheCrowdSpreadsFasterThanAnAgentsOwnReachOfTheStepBefore() {
        // Walking away from the block's centre, neighbours part by more than the 2 % an agent's
        // first guess of its k-th distance allows: the picked answer must then look beyond it.
        String[] plain = nearestNeighbourAnswers(0, 256, true);
        assertThat(nearestNeighbourAnswers(2, 256, true)).containsExactly(plain);
    }

    @Test
    void theAnswersCoverADenseBlockAndASparseRing() {
        // Both ways of answering are taken: in the lattice 2 m holds more than ten, on the ring fewer.
        String[] answers = nearestNeighbourAnswers(2, 256);
        assertThat(answers[0].split(",")).hasSize(NEAREST);
        assertThat(answers[LATTICE * LATTICE].split(",")).hasSizeLessThan(NEAREST);
    }

    /**
     * A lattice 0.5 m apart, where many neighbours are equally far, and a sparse ring around it;
     * each step every agent's nearest neighbours within 5 m, by id.
     */
    private static String[] nearestNeighbourAnswers(double sourceAsksWithin, int roomForAnswer) {
        return nearestNeighbourAnswers(sourceAsksWithin, roomForAnswer, false);
    }

    /** @param spreading whether the block walks away from its centre rather than across it */
    private static String[] nearestNeighbourAnswers(double sourceAsksWithin, int roomForAnswer, boolean spreading) {
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < LATTICE * LATTICE; i++) {
            double x = 0.5 * (i % LATTICE);
            double y = 0.5 * (i / LATTICE);
            double[] goal = spreading ? new double[] {3 + 20 * (x - 2.76), 3 + 20 * (y - 2.76), 0.3}
                    : new double[] {6 - x, 6 - y, 0.3};
            builder.add(x, y, 0, 0.2, 1.3, 1.8, 1, 0, goal, false);
        }
        for (int i = 0; i < RING; i++) {
            double angle = 2 * Math.PI * i / RING;
            double x = 3 + 12 * Math.cos(angle);
            double y = 3 + 12 * Math.sin(angle);
            builder.add(x, y, 0, 0.2, 1.3, 1.8, 1, 0, new double[] {3, 3, 0.3}, false);
        }
        Crowd crowd = builder.build();
        String[] answers = new String[STEPS * crowd.size()];
        VelocitySource asking = (agent, out) -> {
            if (sourceAsksWithin > 0) {
                agent.neighboursWithin(sourceAsksWithin, new int[roomForAnswer]);
            }
            return new TowardsGoalForTests().propose(agent, out);
        };
        VelocitySolver recording = (agent, preferredVx, preferredVy, out) -> {
            int[] nearest = new int[NEAREST];
            int found = agent.nearestNeighbours(5, NEAREST, nearest);
            int[] ids = new int[found];
            for (int n = 0; n < found; n++) {
                ids[n] = agent.id(nearest[n]);
            }
            answers[(int) agent.step() * crowd.size() + agent.index()] = Arrays.toString(ids);
            out[0] = preferredVx;
            out[1] = preferredVy;
        };
        Pipeline pipeline = new Pipeline(List.of(asking), new double[] {1}, true, recording, 62.5);
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline), 0.1, 1, 1)) {
            for (int s = 0; s < STEPS; s++) {
                simulation.step();
            }
        }
        return answers;
    }
}
