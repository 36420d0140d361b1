package org.crowdstudio.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shipped example scenarios: each file is exactly what its definition in {@link PaperScenarios}
 * produces, loads, validates without a single problem, and saves back byte for byte. With
 * {@code -Dexamples.write=true} the files and their README are rewritten instead.
 */
class ExamplesTest {

    private static final Path FOLDER = Path.of("scenarios");
    private static final boolean WRITE = Boolean.getBoolean("examples.write");

    static Stream<String> examples() {
        return PaperScenarios.all().keySet().stream();
    }

    @Test
    void theFilesAreExactlyWhatTheDefinitionsProduce() throws IOException {
        List<String> outdated = new ArrayList<>();
        for (Map.Entry<String, Supplier<Scenario>> example : PaperScenarios.all().entrySet()) {
            Path file = FOLDER.resolve(example.getKey() + ".crowd");
            byte[] expected = ScenarioWriter.toBytes(example.getValue().get());
            if (WRITE) {
                Files.createDirectories(FOLDER);
                Files.write(file, expected);
            } else if (!Files.exists(file) || !java.util.Arrays.equals(Files.readAllBytes(file), expected)) {
                outdated.add(file.toString());
            }
        }
        String readme = readme();
        if (WRITE) {
            Files.writeString(FOLDER.resolve("README.md"), readme);
        } else if (!readme.equals(Files.readString(FOLDER.resolve("README.md")))) {
            outdated.add(FOLDER.resolve("README.md").toString());
        }
        assertThat(outdated).as("out of date with PaperScenarios; rewrite with ./build verify -pl bundles/org.crowdstudio.examples -am -Dexamples.write=true")
                .isEmpty();
        try (Stream<Path> files = Files.list(FOLDER)) {
            assertThat(files.map(path -> path.getFileName().toString()).filter(name -> name.endsWith(".crowd")))
                    .as("every shipped file has a definition").hasSize(PaperScenarios.all().size());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void loadsValidatesCleanAndRoundTrips(String name) throws Exception {
        Path file = FOLDER.resolve(name + ".crowd");

        Scenario scenario = new ScenarioReader().read(file);

        assertThat(new ScenarioValidation().validate(scenario)).as(name).isEmpty();
        assertThat(scenario.getDescription()).isNotBlank();
        assertThat(new String(ScenarioWriter.toBytes(scenario), StandardCharsets.UTF_8)).isEqualTo(Files.readString(file));
    }

    private static String readme() {
        StringBuilder text = new StringBuilder("""
                # Example scenarios

                The scenarios of the four papers Crowd Studio implements, and classic collision-avoidance
                scenes (the last three), as `.crowd` files. Open them in the workbench, run them with
                `./crowdstudio simulate`, check them with `./crowdstudio validate`, or compare versions with
                `./crowdstudio diff`. A scenario runs once every algorithm it names is installed; `simulate`
                says which are missing.

                These files are generated from `src/test/java/org/crowdstudio/examples/PaperScenarios.java`
                and `SteeringScenarios.java`
                (the build checks they are up to date); change the definition there and rewrite them with
                `./build verify -pl bundles/org.crowdstudio.examples -am -Dexamples.write=true`.

                | file | scenario |
                |---|---|
                """);
        PaperScenarios.all().forEach((name, example) -> {
            Scenario scenario = example.get();
            text.append("| `").append(name).append(".crowd` | **").append(scenario.getName()).append("**: ")
                    .append(scenario.getDescription()).append(" |\n");
        });
        return text.toString();
    }
}
