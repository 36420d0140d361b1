package org.crowdstudio.engine.spi;

import java.util.List;

/** A velocity source that exists only to be discovered, declared in test META-INF/services. */
public final class WanderForTests implements SteeringAlgorithm {

    @Override
    public AlgorithmDescriptor descriptor() {
        return new AlgorithmDescriptor("test-wander", Stage.VELOCITY_SOURCE, "Wander (tests)", "Walks about at random.",
                List.of(ParameterDescriptor.real("speed", 1.0, 0, 3, "m/s", "Walking speed."),
                        ParameterDescriptor.choice("style", "calm", List.of("calm", "hurried"), "How it walks.")));
    }
}
