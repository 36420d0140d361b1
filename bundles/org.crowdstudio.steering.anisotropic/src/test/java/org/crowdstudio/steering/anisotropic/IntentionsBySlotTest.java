package org.crowdstudio.steering.anisotropic;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.function.UnaryOperator;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.VelocitySource;
import org.junit.jupiter.api.Test;

/**
 * The field's steering keeps each walker's intention by slot and moves it along when the kernel
 * regroups the crowd: the crowd walks exactly, to the bit, as it does when the same steering keeps
 * the intentions by id (shown each agent's id as its slot, and told of no regrouping).
 */
class IntentionsBySlotTest {

    private static final int AGENTS = 2_000;
    private static final int STEPS = 100;

    @Test
    void aCrowdWalksTheSameWhetherIntentionsAreKeptBySlotOrById() {
        double[][] bySlot = walk(steering -> steering);
        double[][] byId = walk(steering -> (agent, out) -> steering.propose(slotIsId(agent), out));

        assertThat(bySlot[0]).as("x of every agent after %d steps", STEPS).containsExactly(byId[0]);
        assertThat(bySlot[1]).as("y of every agent after %d steps", STEPS).containsExactly(byId[1]);
        assertThat(bySlot[2][0]).as("metres walked by the crowd").isGreaterThan(AGENTS * STEPS * 0.1 * 0.5);
    }

    /** @return x and y by agent id after the steps, and the distance the crowd walked */
    private static double[][] walk(UnaryOperator<VelocitySource> steered) {
        AnisotropicScene scene = AnisotropicBenchmark.scene(AGENTS);
        VelocitySource source = steered.apply(new AnisotropicSteering(scene.fields().getFirst()));
        Crowd crowd = StandardBenchmark.crowd(AGENTS, 1);
        double[][] walked = new double[3][];
        walked[2] = new double[1];
        Pipeline pipeline = new Pipeline(List.of(source), new double[] {1}, true, null, 0);
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline), 0.1, 1, 2)) {
            for (int step = 0; step < STEPS; step++) {
                double[] before = positions(crowd);
                simulation.step();
                double[] after = positions(crowd);
                for (int agent = 0; agent < AGENTS; agent++) {
                    double dx = after[2 * agent] - before[2 * agent];
                    double dy = after[2 * agent + 1] - before[2 * agent + 1];
                    walked[2][0] += Math.hypot(dx, dy);
                }
            }
        }
        walked[0] = new double[AGENTS];
        walked[1] = new double[AGENTS];
        for (int agent = 0; agent < AGENTS; agent++) {
            walked[0][agent] = crowd.x(agent);
            walked[1][agent] = crowd.y(agent);
        }
        return walked;
    }

    private static double[] positions(Crowd crowd) {
        double[] xy = new double[2 * crowd.size()];
        for (int agent = 0; agent < crowd.size(); agent++) {
            xy[2 * agent] = crowd.x(agent);
            xy[2 * agent + 1] = crowd.y(agent);
        }
        return xy;
    }

    /** The agent as a view whose slot is its id: state kept by slot is then kept by id. */
    private static AgentView slotIsId(AgentView agent) {
        Class<?>[] view = {AgentView.class};
        return (AgentView) Proxy.newProxyInstance(AgentView.class.getClassLoader(), view, (proxy, method, args) -> {
            if (method.getName().equals("slot")) {
                return agent.index();
            }
            try {
                return method.invoke(agent, args);
            } catch (InvocationTargetException thrown) {
                throw thrown.getCause();
            }
        });
    }
}
