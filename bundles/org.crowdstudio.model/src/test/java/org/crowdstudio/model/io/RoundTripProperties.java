package org.crowdstudio.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.model.diff.ScenarioDiff;
import org.crowdstudio.model.scenario.Scenario;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/** Save → load → save is byte-identical for randomly generated scenarios, and nothing is lost on the way. */
class RoundTripProperties {

    @Property(tries = 200)
    void saveLoadSaveIsByteIdentical(@ForAll long seed, @ForAll @Size(max = 12) List<@From("names") String> names,
            @ForAll @Size(max = 20) List<@From("numbers") Double> numbers) throws Exception {
        Scenario scenario = new RandomScenarios(seed, names, numbers).build();
        byte[] first = ScenarioWriter.toBytes(scenario);

        Scenario reloaded = reload(first);
        byte[] second = ScenarioWriter.toBytes(reloaded);

        assertThat(new String(second, StandardCharsets.UTF_8)).isEqualTo(new String(first, StandardCharsets.UTF_8));
        assertThat(ScenarioDiff.compare(scenario, reloaded)).isEmpty();
    }

    private static Scenario reload(byte[] content) throws Exception {
        Path file = Files.createTempFile("round-trip", ".crowd");
        try {
            Files.write(file, content);
            return new ScenarioReader().read(file);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Provide
    Arbitrary<String> names() {
        // Printable text including XML's special characters, quotes, spaces, line breaks and non-ASCII.
        return Arbitraries.oneOf(
                Arbitraries.strings().withChars("<>&\"' \n\ta").ofMinLength(1).ofMaxLength(6),
                Arbitraries.strings().withCharRange('\u0020', '\u007e').ofMaxLength(15),
                Arbitraries.strings().withCharRange('\u00a0', '\u024f').ofMinLength(1).ofMaxLength(8),
                Arbitraries.of("Ada", "Café Ünïcødé", "乗客", "fire → exit", ""));
    }

    @Provide
    Arbitrary<Double> numbers() {
        return Arbitraries.oneOf(
                Arbitraries.doubles(),
                Arbitraries.doubles().between(-100, 100).ofScale(3),
                Arbitraries.of(0.0, -0.0, 0.1, 1e-12, -1e300, 1.0 / 3, Double.MIN_VALUE, Double.MAX_VALUE, Double.NaN,
                        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
    }
}
