package org.crowdstudio.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The corpus of broken files in src/test/resources/broken: each must be refused with a message
 * that names the file, the line and the problem, and never shows a Java exception.
 */
class BrokenFilesTest {

    private static final Path CORPUS = Path.of("src/test/resources/broken");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            malformed.crowd            | 4 | malformed or truncated XML
            truncated.crowd            | 5 | malformed or truncated XML
            not-xml.crowd              | 1 | malformed XML
            empty.crowd                | 0 | the file is empty
            unknown-element.crowd      | 4 | unknown element or attribute 'teleporters'
            future-version.crowd       | 2 | written by a newer Crowd Studio (format version 7); this version reads format versions up to 2
            no-version.crowd           | 2 | the root element has no formatVersion: not a Crowd Studio scenario
            version-not-a-number.crowd | 2 | formatVersion 'one' is not a whole number
            dangling-reference.crowd   | 4 | 'profile' refers to 'ghost', which is not in this file
            not-a-number.crowd         | 3 | 'wide' is not a valid value of 'radius'
            unknown-enum-value.crowd   | 4 | 'TELEPORT' is not a valid value of 'kind'
            other-format.crowd         | 2 | unknown namespace 'http://example.com/other': not a Crowd Studio scenario
            cross-file-reference.crowd | 0 | 'profile' refers to 'profiles.crowd#walker' in another file; a scenario must be self-contained
            random-bytes.crowd         | 1 | not UTF-8 text
            """)
    void isRefusedWithItsLineAndProblem(String name, int line, String message) {
        Path file = CORPUS.resolve(name);

        ScenarioFileException refused = catchThrowableOfType(ScenarioFileException.class, () -> new ScenarioReader().read(file));

        assertThat(refused).as("%s must be refused", name).isNotNull();
        FileProblem first = refused.problems().get(0);
        assertThat(first.message()).contains(message);
        assertThat(first.line()).isEqualTo(line);
        assertThat(first.toString()).startsWith(file + (line > 0 ? ":" + line : ":")).doesNotContain("Exception");
    }

    @Test
    void everyProblemOfAFileIsReportedNotJustTheFirst() {
        ScenarioFileException refused = catchThrowableOfType(ScenarioFileException.class,
                () -> new ScenarioReader().read(CORPUS.resolve("several-problems.crowd")));

        assertThat(refused.problems()).extracting(FileProblem::message).containsExactlyInAnyOrder(
                "'wide' is not a valid value of 'radius'",
                "unknown element or attribute 'gizmos'",
                "'profile' refers to 'nobody', which is not in this file");
    }

    @Test
    void theXmlParserPrintsNothingOfItsOwn() throws Exception {
        PrintStream standardError = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(CORPUS)) {
            for (Path file : files.sorted().toList()) {
                catchThrowableOfType(ScenarioFileException.class, () -> new ScenarioReader().read(file));
            }
        } finally {
            System.setErr(standardError);
        }

        assertThat(printed.toString(StandardCharsets.UTF_8)).as("printed while reading the broken files").isEmpty();
    }

    @Test
    void aMissingFileIsNamed() {
        Path missing = CORPUS.resolve("no-such.crowd");

        ScenarioFileException refused = catchThrowableOfType(ScenarioFileException.class, () -> new ScenarioReader().read(missing));

        assertThat(refused.getMessage()).isEqualTo(missing + ": no such file");
    }
}
