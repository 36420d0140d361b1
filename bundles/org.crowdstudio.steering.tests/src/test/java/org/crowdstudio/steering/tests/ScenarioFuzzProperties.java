package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The shipped examples mutated at random the ways files get broken (a number replaced by NaN, ∞,
 * a negative, zero, a huge value or a word; an element line deleted or doubled; the file cut
 * short; one id copied over another) and run as {@code simulate} runs them, two steps with every
 * installed algorithm. Whatever the mutation, the file is read, refused with words, or run: no
 * exception escapes and nothing hangs. 10,000 cases a run; the examples are the small ones, so that
 * a case costs milliseconds.
 */
class ScenarioFuzzProperties {

    private static final Path EXAMPLES = Path.of("..", "org.crowdstudio.examples", "scenarios");
    private static final List<String> SMALL_EXAMPLES = List.of("corridor.crowd", "crossing.crowd", "party-with-waiters.crowd", "park.crowd",
            "office.crowd", "school.crowd", "fire-alarm.crowd", "hide-and-seek.crowd", "street-performer.crowd", "group-switching.crowd",
            "guided-tourists.crowd", "students-and-teachers.crowd", "square-to-queue.crowd");
    private static final Pattern NUMBER_ATTRIBUTE = Pattern.compile("(\\w+)=\"(-?[0-9][0-9.eE-]*)\"");
    private static final Pattern ID_ATTRIBUTE = Pattern.compile(" id=\"([^\"]+)\"");
    private static final List<String> BAD_NUMBERS = List.of("NaN", "Infinity", "-Infinity", "-1", "0", "-0.0", "1e300", "2147483647",
            "-2147483648", "4.9E-324", "abc", "", "1,5", "0x10");

    private static Map<String, String> texts;
    private static Path folder;

    @BeforeContainer
    static void readExamples() throws IOException {
        texts = SMALL_EXAMPLES.stream().collect(Collectors.toMap(name -> name, name -> {
            try {
                return Files.readString(EXAMPLES.resolve(name));
            } catch (IOException unreadable) {
                throw new UncheckedIOException(unreadable);
            }
        }));
        folder = Files.createTempDirectory("crowdstudio-fuzz");
    }

    @AfterContainer
    static void removeFolder() throws IOException {
        try (var files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(folder);
    }

    @Property(tries = 10_000, seed = "20261125")
    void aMutatedExampleIsReadRefusedInWordsOrRunNeverThrownOrHung(@ForAll("mutations") Mutation mutation) throws IOException {
        String broken = mutation.apply(texts.get(mutation.example()));
        Path file = Files.writeString(folder.resolve(mutation.example()), broken);

        ScenarioGate.Outcome outcome = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> ScenarioGate.run(file, 2), mutation::toString);

        assertThat(outcome.text()).as(mutation.toString()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Provide
    Arbitrary<Mutation> mutations() {
        Arbitrary<String> examples = Arbitraries.of(SMALL_EXAMPLES);
        Arbitrary<Kind> kinds = Arbitraries.of(Kind.class);
        Arbitrary<Integer> places = Arbitraries.integers().between(0, Integer.MAX_VALUE);
        Arbitrary<String> values = Arbitraries.of(BAD_NUMBERS);
        return Combinators.combine(examples, kinds, places, values).as(Mutation::new);
    }

    /** The ways a file is broken. */
    enum Kind {
        NUMBER, DELETE_LINE, DOUBLE_LINE, TRUNCATE, COPY_ID
    }

    /** One mutation of one example: the kind, where (a number reduced modulo what the file offers) and the bad value for a number. */
    record Mutation(String example, Kind kind, int place, String value) {

        String apply(String text) {
            return switch (kind) {
                case NUMBER -> replaceNth(NUMBER_ATTRIBUTE.matcher(text), text, match -> match.group(1) + "=\"" + value + "\"");
                case DELETE_LINE -> lines(text, false);
                case DOUBLE_LINE -> lines(text, true);
                case TRUNCATE -> text.substring(0, place % Math.max(1, text.length()));
                case COPY_ID -> copyId(text);
            };
        }

        private String replaceNth(Matcher matcher, String text, java.util.function.Function<Matcher, String> replacement) {
            List<int[]> spans = matcher.results().map(result -> new int[] {result.start(), result.end()}).toList();
            if (spans.isEmpty()) {
                return text;
            }
            int[] span = spans.get(place % spans.size());
            Matcher one = matcher.pattern().matcher(text);
            one.find(span[0]);
            return text.substring(0, span[0]) + replacement.apply(one) + text.substring(span[1]);
        }

        private String lines(String text, boolean twice) {
            List<String> lines = List.of(text.split("\n", -1));
            // Leave the declaration and the root element's opening line: the loader's own corpus covers those.
            int line = 2 + place % Math.max(1, lines.size() - 3);
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                if (i != line || twice) {
                    out.append(lines.get(i)).append(i + 1 < lines.size() ? "\n" : "");
                }
                if (i == line && twice) {
                    out.append(lines.get(i)).append("\n");
                }
            }
            return out.toString();
        }

        private String copyId(String text) {
            List<String> ids = ID_ATTRIBUTE.matcher(text).results().map(result -> result.group(1)).toList();
            if (ids.size() < 2) {
                return text;
            }
            String from = ids.get(place % ids.size());
            String to = ids.get(Math.floorMod(place / ids.size() + 1 + place, ids.size()));
            return text.replace(" id=\"" + to + "\"", " id=\"" + from + "\"");
        }
    }
}
