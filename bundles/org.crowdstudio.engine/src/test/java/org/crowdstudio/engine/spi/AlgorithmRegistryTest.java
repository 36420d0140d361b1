package org.crowdstudio.engine.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AlgorithmRegistryTest {

    /** An algorithm that only declares itself. */
    private static <T> SteeringAlgorithm<T> declared(String id, Stage<T> stage) {
        return new SteeringAlgorithm<>() {
            @Override
            public AlgorithmDescriptor<T> descriptor() {
                return new AlgorithmDescriptor<>(id, stage, id, "", List.of());
            }

            @Override
            public T create(Parameters parameters, World world) {
                throw new UnsupportedOperationException("only declares itself");
            }
        };
    }

    @Test
    void onAPlainClasspathAlgorithmsAreFoundThroughTheServiceLoader() {
        AlgorithmRegistry registry = AlgorithmRegistry.fromServiceLoader(getClass().getClassLoader());

        assertThat(registry.find("test-wander")).get().extracting(algorithm -> algorithm.descriptor().stage())
                .isEqualTo(Stage.VELOCITY_SOURCE);
        assertThat(registry.find("test-wander", Stage.VELOCITY_SOURCE)).as("typed for the stage it fills").isPresent();
        assertThat(registry.find("test-wander", Stage.VELOCITY_SOLVER)).as("not for another").isEmpty();
        assertThat(registry.leftOut()).isEmpty();
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

        assertThatThrownBy(() -> registry.register(declared("test-wander", Stage.VELOCITY_SOURCE)))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith(
                        "two algorithms are called 'test-wander': org.crowdstudio.engine.spi.WanderForTests of (registered directly) and ");
    }

    @Test
    void anAlgorithmIsMadeForItsStageAndAWrongIdStageOrParameterIsNamed() {
        AlgorithmRegistry registry = new AlgorithmRegistry();
        registry.register(new WanderForTests());

        World world = World.empty();
        // Typed for its stage: no cast.
        VelocitySource wander = registry.create("test-wander", Stage.VELOCITY_SOURCE, Map.of("speed", 2.0), world);
        assertThat(speedAfterOneStep(wander)).as("the walker's speed, made with speed 2").isCloseTo(2.0, within(1e-12));
        assertThatThrownBy(() -> registry.create("test-wander", Stage.VELOCITY_SOLVER, Map.of(), world))
                .isInstanceOf(IllegalStateException.class).hasMessage("algorithm 'test-wander' is not a velocity solver");
        assertThatThrownBy(() -> registry.create("orca", Stage.VELOCITY_SOLVER, Map.of(), world))
                .isInstanceOf(IllegalStateException.class).hasMessage("algorithm 'orca' is not installed");
        assertThatThrownBy(() -> registry.create("test-wander", Stage.VELOCITY_SOURCE, Map.of("speed", 9.0), world))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("speed");
    }

    /** One agent walking by the source alone (no solver, no forces): its velocity is the source's proposal. */
    private static double speedAfterOneStep(VelocitySource source) {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0, 0, 0.3, 1, 3, 1, 0, new double[0], false);
        Crowd crowd = builder.build();
        Pipeline sourceAlone = new Pipeline(List.of(source), new double[] {1}, true, null, 0);
        try (Simulation simulation = new Simulation(crowd, List.of(sourceAlone), 0.1, 1, 1)) {
            simulation.step();
        }
        return Math.sqrt(crowd.vx(0) * crowd.vx(0) + crowd.vy(0) * crowd.vy(0));
    }

    @Test
    void descriptorsComeSortedByStageThenId() {
        AlgorithmRegistry registry = new AlgorithmRegistry();
        registry.register(declared("b-solver", Stage.VELOCITY_SOLVER));
        registry.register(declared("z-source", Stage.VELOCITY_SOURCE));
        registry.register(declared("a-solver", Stage.VELOCITY_SOLVER));

        assertThat(registry.descriptors()).extracting(AlgorithmDescriptor::id).containsExactly("z-source", "a-solver", "b-solver");
        registry.unregister("a-solver");
        assertThat(registry.descriptors()).extracting(AlgorithmDescriptor::id).containsExactly("z-source", "b-solver");
    }

    @Test
    void storedValuesAreCheckedAndDefaultsFillTheRest() {
        AlgorithmDescriptor<VelocitySource> wander = new WanderForTests().descriptor();

        Parameters given = Parameters.of(wander, java.util.Map.of("speed", 2L));
        assertThat(given.get(WanderForTests.SPEED)).as("a whole number stored for a real one").isEqualTo(2.0);
        assertThat(given.get(WanderForTests.STYLE)).as("the default").isEqualTo("calm");
        assertThatThrownBy(() -> given.get(ParameterDescriptor.real("pace", 1, 0, 2, "", ""))).isInstanceOf(IllegalStateException.class)
                .as("a plug-in reading what it did not declare is the plug-in's fault").hasMessage("algorithm 'test-wander' declares no parameter 'pace'");
        assertThatThrownBy(() -> given.get(ParameterDescriptor.text("speed", "fast", ""))).isInstanceOf(IllegalStateException.class)
                .hasMessage("algorithm 'test-wander' declares no parameter 'speed' of this kind");
        assertThatThrownBy(() -> Parameters.of(wander, java.util.Map.of("speed", 9.0)))
                .hasMessage("parameter 'speed' of 'test-wander' must be within [0.0, 3.0], not 9.0");
        assertThatThrownBy(() -> Parameters.of(wander, java.util.Map.of("style", "wild")))
                .hasMessage("parameter 'style' of 'test-wander' must be one of [calm, hurried], not wild");
        assertThatThrownBy(() -> Parameters.of(wander, java.util.Map.of("colour", "red")))
                .hasMessage("algorithm 'test-wander' has no parameter 'colour'");
    }

    @Test
    void inconsistentDescriptorsAreRefusedWithTheReason() {
        assertThatThrownBy(() -> ParameterDescriptor.real("timeHorizon", -1, 0, 10, "s", ""))
                .hasMessage("parameter timeHorizon: default -1.0 is outside [0.0, 10.0]");
        assertThatThrownBy(() -> ParameterDescriptor.choice("style", "wild", List.of("calm"), ""))
                .hasMessage("parameter style: default 'wild' is not one of [calm]");
        assertThatThrownBy(() -> new AlgorithmDescriptor<>("orca", Stage.VELOCITY_SOLVER, "ORCA", "",
                List.of(ParameterDescriptor.bool("x", true, ""), ParameterDescriptor.bool("x", false, ""))))
                .hasMessage("algorithm orca declares parameter x twice");
        assertThatThrownBy(() -> new ParameterDescriptor<>("count", ParameterType.INTEGER, 5, 0, 10, List.of(), "", ""))
                .as("an int where the kind stores a Long would fail in the plug-in's create").hasMessageStartingWith("parameter count: default 5 is not a Long");
    }

    @Test
    void aPluginWhoseAlgorithmCannotBeReadIsLeftOutNamingItAndTheOthersStay(@TempDir Path services) throws Exception {
        Path file = services.resolve("META-INF/services/" + SteeringAlgorithm.class.getName());
        Files.createDirectories(file.getParent());
        Files.writeString(file, BrokenForTests.class.getName() + "\n");
        try (URLClassLoader plugin = new URLClassLoader(new URL[] {services.toUri().toURL()}, getClass().getClassLoader())) {
            AlgorithmRegistry registry = AlgorithmRegistry.fromServiceLoader(plugin);

            assertThat(registry.find("test-wander")).as("the working plug-in").isPresent();
            assertThat(registry.leftOut()).singleElement().asString().contains(BrokenForTests.class.getName())
                    .contains("has no readable descriptor").contains("descriptor not ready");
        }
    }

    @Test
    void anAlgorithmOnThePlainClassPathNamesTheBundleItComesFrom() {
        AlgorithmRegistry registry = AlgorithmRegistry.fromServiceLoader(getClass().getClassLoader());

        assertThat(registry.origin("test-wander").bundle()).as("test classes sit in the engine bundle's target folder")
                .isEqualTo("org.crowdstudio.engine");
        assertThat(registry.origin("test-wander").version()).startsWith("0.1.0");
        assertThat(registry.origin("no-such-algorithm")).isEqualTo(AlgorithmOrigin.UNKNOWN);
    }
}
