package org.crowdstudio.engine.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class AlgorithmRegistryTest {

    @Test
    void onAPlainClasspathAlgorithmsAreFoundThroughTheServiceLoader() {
        AlgorithmRegistry registry = AlgorithmRegistry.fromServiceLoader(getClass().getClassLoader());

        assertThat(registry.find("test-wander")).get().extracting(algorithm -> algorithm.descriptor().stage())
                .isEqualTo(Stage.VELOCITY_SOURCE);
        assertThat(registry.find("test-wander").get().descriptor().parameter("speed")).get()
                .satisfies(speed -> {
                    assertThat(speed.defaultValue()).isEqualTo(1.0);
                    assertThat(speed.unit()).isEqualTo("m/s");
                });
    }

    @Test
    void twoAlgorithmsWithOneIdAreRefusedNamingBoth() {
        AlgorithmRegistry registry = new AlgorithmRegistry();
        registry.register(new WanderForTests());

        assertThatThrownBy(() -> registry.register(() -> new AlgorithmDescriptor("test-wander", Stage.VELOCITY_SOURCE, "Other", "",
                List.of()))).isInstanceOf(IllegalStateException.class).hasMessageStartingWith(
                        "two algorithms are called 'test-wander': org.crowdstudio.engine.spi.WanderForTests and ");
    }

    @Test
    void descriptorsComeSortedByStageThenId() {
        AlgorithmRegistry registry = new AlgorithmRegistry();
        registry.register(() -> new AlgorithmDescriptor("b-solver", Stage.VELOCITY_SOLVER, "B", "", List.of()));
        registry.register(() -> new AlgorithmDescriptor("z-source", Stage.VELOCITY_SOURCE, "Z", "", List.of()));
        registry.register(() -> new AlgorithmDescriptor("a-solver", Stage.VELOCITY_SOLVER, "A", "", List.of()));

        assertThat(registry.descriptors()).extracting(AlgorithmDescriptor::id).containsExactly("z-source", "a-solver", "b-solver");
        registry.unregister("a-solver");
        assertThat(registry.descriptors()).extracting(AlgorithmDescriptor::id).containsExactly("z-source", "b-solver");
    }

    @Test
    void inconsistentDescriptorsAreRefusedWithTheReason() {
        assertThatThrownBy(() -> ParameterDescriptor.real("timeHorizon", -1, 0, 10, "s", ""))
                .hasMessage("parameter timeHorizon: default -1.0 is outside [0.0, 10.0]");
        assertThatThrownBy(() -> ParameterDescriptor.choice("style", "wild", List.of("calm"), ""))
                .hasMessage("parameter style: default 'wild' is not one of [calm]");
        assertThatThrownBy(() -> new AlgorithmDescriptor("orca", Stage.VELOCITY_SOLVER, "ORCA", "",
                List.of(ParameterDescriptor.bool("x", true, ""), ParameterDescriptor.bool("x", false, ""))))
                .hasMessage("algorithm orca declares parameter x twice");
    }
}
