package org.crowdstudio.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.compiler.spi.SceneCompilers;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.AllClearEvent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.SetGlobalInterestEvent;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.junit.jupiter.api.Test;

/**
 * Methods plug their scene compilation into the scenario compiler: each installed
 * {@link SceneCompiler} is called with the placed crowd, carries out its own timeline events and
 * takes live edits over; the core compiler names none of them.
 */
class SceneCompilersTest {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    /** A method of the tests' own: attaches how many agents each profile has and carries out "set global interest" events as a counter. */
    private static final class Census implements SceneCompiler {

        record Counts(List<Integer> perProfile) {
        }

        @Override
        public String id() {
            return "census";
        }

        @Override
        public void compile(SceneCompilation scene) {
            List<Integer> counts = new ArrayList<>();
            for (BehaviourProfile profile : scene.scenario().getProfiles()) {
                counts.add(scene.idsOf(profile).length);
            }
            scene.world().attach(Counts.class, new Counts(counts));
        }

        @Override
        public Optional<Timeline.Event> compileEvent(TimelineEvent event, SceneCompilation scene) {
            if (!(event instanceof SetGlobalInterestEvent set)) {
                return Optional.empty();
            }
            return Optional.of(new Timeline.Event(SceneCompilation.eventName(event), "census", event.getTime(),
                    simulation -> simulation.globals().set("census", set.getValue())));
        }

        @Override
        public void applyLive(World running, World edited) {
            edited.attachment(Counts.class).ifPresent(counts -> running.attach(Counts.class, counts));
        }
    }

    private final Scenarios s = new Scenarios();
    private final BehaviourProfile walker = s.profile("Walker", "walk", null);

    @Test
    void aContributedSceneCompilerSeesThePlacedCrowdAndCarriesOutItsEvents() throws Exception {
        s.agent("Ada", walker, 0, 0);
        s.agent("Bob", walker, 2, 0);
        SetGlobalInterestEvent count = MODEL.createSetGlobalInterestEvent();
        count.setName("Count");
        count.setTime(0.25);
        count.setValue(7);
        s.scenario.setTimeline(MODEL.createTimeline());
        s.scenario.getTimeline().getEvents().add(count);

        CompiledScenario compiled = new ScenarioCompiler(TestAlgorithms.registry(), SceneCompilers.of(new Census())).compile(s.scenario);

        assertThat(compiled.world().attachment(Census.Counts.class)).get().extracting(Census.Counts::perProfile).isEqualTo(List.of(2));
        try (Simulation simulation = compiled.newSimulation(1)) {
            for (int step = 0; step < 4; step++) {
                simulation.step();
            }
            assertThat(simulation.globals().value("census", 0)).as("the event, carried out by its method").isEqualTo(7);
        }
    }

    @Test
    void anEventNoInstalledMethodCarriesOutIsAProblemOfTheScenario() {
        s.agent("Ada", walker, 0, 0);
        AllClearEvent clear = MODEL.createAllClearEvent();
        clear.setName("All clear");
        clear.setTime(5.0);
        s.scenario.setTimeline(MODEL.createTimeline());
        s.scenario.getTimeline().getEvents().add(clear);

        assertThatThrownBy(() -> new ScenarioCompiler(TestAlgorithms.registry(), SceneCompilers.of(new Census())).compile(s.scenario))
                .isInstanceOfSatisfying(ScenarioCompileException.class, failure -> assertThat(failure.problems()).extracting(CompileProblem::toString)
                        .containsExactly("timeline.events[All clear]: no installed method carries out AllClearEvent events"));
    }

    @Test
    void aFaultySceneCompilerIsReportedAsAProblemNotThrownAtTheUser() {
        s.agent("Ada", walker, 0, 0);
        SceneCompiler faulty = new SceneCompiler() {
            @Override
            public String id() {
                return "faulty";
            }

            @Override
            public void compile(SceneCompilation scene) {
                throw new IllegalStateException("broken");
            }
        };

        assertThatThrownBy(() -> new ScenarioCompiler(TestAlgorithms.registry(), SceneCompilers.of(faulty)).compile(s.scenario))
                .isInstanceOfSatisfying(ScenarioCompileException.class, failure -> assertThat(failure.problems()).singleElement().asString()
                        .contains("'faulty' scene compiler failed").contains("broken"));
    }

    @Test
    void aLiveEditGoesThroughTheSameSceneCompilers() throws Exception {
        s.agent("Ada", walker, 0, 0);
        ScenarioCompiler compiler = new ScenarioCompiler(TestAlgorithms.registry(), SceneCompilers.of(new Census()));
        CompiledScenario running = compiler.compile(s.scenario);
        BehaviourProfile idle = s.profile("Idle", "walk", null);
        try (Simulation simulation = running.newSimulation(1)) {
            simulation.step();
            LiveEdit edit = compiler.prepareLiveEdit(s.scenario, running);
            assertThat(edit.applyTo(simulation).applied()).as("a profile added is a change of the crowd").isFalse();
            s.scenario.getProfiles().remove(idle);
            walker.setName("Stroller");
            edit = compiler.prepareLiveEdit(s.scenario, running);
            Census.Counts before = running.world().attachment(Census.Counts.class).orElseThrow();
            assertThat(edit.applyTo(simulation).applied()).isTrue();
            assertThat(running.world().attachment(Census.Counts.class).orElseThrow()).as("the edited scene, attached to the run")
                    .isNotSameAs(before).isEqualTo(before);
        }
    }

    @Test
    void duplicateIdsAreRefusedRatherThanOneShadowingTheOther() {
        assertThatThrownBy(() -> SceneCompilers.of(new Census(), new Census())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("two scene compilers are called 'census'");
    }

    @Test
    void onAPlainClasspathEveryMethodsSceneCompilerIsFound() {
        assertThat(SceneCompilers.installed().all()).extracting(SceneCompiler::id).contains("interaction-fields", "social-ta");
    }

    @Test
    void theCoreCompilerNamesNoMethod() throws IOException {
        Path bundle = Path.of("../org.crowdstudio.compiler");
        Manifest manifest;
        try (InputStream in = Files.newInputStream(bundle.resolve("META-INF/MANIFEST.MF"))) {
            manifest = new Manifest(in);
        }
        assertThat(manifest.getMainAttributes().getValue("Require-Bundle")).as("the core compiler's dependencies")
                .doesNotContain("org.crowdstudio.fields").doesNotContain("org.crowdstudio.steering");
        List<String> offending = new ArrayList<>();
        try (Stream<Path> sources = Files.walk(bundle.resolve("src/main/java"))) {
            for (Path source : sources.filter(path -> path.toString().endsWith(".java")).toList()) {
                for (String line : Files.readAllLines(source)) {
                    if (line.startsWith("import org.crowdstudio.fields") || line.startsWith("import org.crowdstudio.steering")) {
                        offending.add(source.getFileName() + ": " + line);
                    }
                }
            }
        }
        assertThat(offending).as("imports of a method's runtime in the core compiler").isEmpty();
    }
}
