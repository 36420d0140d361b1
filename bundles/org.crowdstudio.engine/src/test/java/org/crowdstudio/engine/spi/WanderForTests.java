package org.crowdstudio.engine.spi;

import java.util.List;

/** A velocity source that exists only to be discovered, declared in test META-INF/services. */
public final class WanderForTests implements SteeringAlgorithm<VelocitySource> {

    static final ParameterDescriptor<Double> SPEED = ParameterDescriptor.real("speed", 1.0, 0, 3, "m/s", "Walking speed.");
    static final ParameterDescriptor<String> STYLE = ParameterDescriptor.choice("style", "calm", List.of("calm", "hurried"), "How it walks.");

    private static final AlgorithmDescriptor<VelocitySource> DESCRIPTOR = new AlgorithmDescriptor<>("test-wander", Stage.VELOCITY_SOURCE,
            "Wander (tests)", "Walks about at random.", List.of(SPEED, STYLE));

    @Override
    public AlgorithmDescriptor<VelocitySource> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySource create(Parameters parameters, World world) {
        double speed = parameters.get(SPEED);
        return (agent, out) -> {
            double angle = 2 * Math.PI * agent.random(1);
            out[0] = speed * Math.cos(angle);
            out[1] = speed * Math.sin(angle);
            return true;
        };
    }
}
