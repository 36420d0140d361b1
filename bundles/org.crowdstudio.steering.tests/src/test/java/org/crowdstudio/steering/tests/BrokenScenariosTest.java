package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Shipped examples broken the ways people break files (a value typed wrong, an element deleted, a
 * copy-and-paste that duplicates an id): each is stopped before it runs, with the element and
 * what is wrong, never with an exception. The loader's own corpus (malformed, binary, future
 * format...) is in the model's BrokenFilesTest.
 */
class BrokenScenariosTest {

    private static final Path EXAMPLES = Path.of("..", "org.crowdstudio.examples", "scenarios");

    @TempDir
    Path folder;

    @ParameterizedTest(name = "{0}: {1} → {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            corridor.crowd           | 'count="[0-9]+"'                       | 'count="-5"'                           | INVALID      | must be at least 0 (is -5)
            corridor.crowd           | '(<profiles [^>]*name="Walker")'       | '$1 preferredSpeed="NaN"'              | INVALID      | preferredSpeed
            corridor.crowd           | '(<profiles [^>]*name="Walker")'       | '$1 preferredSpeed="-1.3"'             | INVALID      | preferredSpeed
            corridor.crowd           | '(<profiles [^>]*name="Walker")'       | '$1 radius="INF"'                      | UNREADABLE   | 'INF' is not a valid value of 'radius'
            corridor.crowd           | '(<profiles [^>]*name="Walker")'       | '$1 radius="Infinity"'                 | INVALID      | radius
            corridor.crowd           | '(<profiles [^>]*name="Walker")'       | '$1 radius="0"'                        | INVALID      | radius
            corridor.crowd           | '(<profiles [^>]*name="Walker")'       | '$1 mass="-80"'                        | INVALID      | mass
            corridor.crowd           | '(<profiles [^>]*name="Walker")'       | '$1 preferredSpeed="1.4" maxSpeed="0.5"' | INVALID    | must be at least the preferred speed
            corridor.crowd           | '<settings '                           | '<settings timeStep="0" '              | INVALID      | timeStep
            corridor.crowd           | '<settings '                           | '<settings timeStep="-0.1" '           | INVALID      | timeStep
            corridor.crowd           | 'duration="[0-9.]+"'                   | 'duration="NaN"'                       | INVALID      | duration
            corridor.crowd           | '<max x="[0-9.]+"'                     | '<max x="-100"'                        | INVALID      | the bounds are empty
            corridor.crowd           | 'profile="[^"]+"'                      | 'profile="ghost"'                      | UNREADABLE   | refers to 'ghost', which is not in this file
            corridor.crowd           | 'algorithmId="goal-reaching"'          | 'algorithmId="teleport"'               | NOT_COMPILED | algorithm 'teleport' is not installed
            corridor.crowd           | '(<obstacles id=")[^"]+(" name="South wall")' | '$1fb1a130b-9d81-3bd3-88b5-8e1db6cd7d7b$2' | INVALID | is also used by the scenario itself
            crossing.crowd           | 'count="[0-9]+"'                       | 'count="2000000000"'                   | INVALID      | must be at most 10000000
            crossing.crowd           | '<vertices x="[0-9.-]+"'               | '<vertices x="NaN"'                    | INVALID      | finite
            party-with-waiters.crowd | 'color="#[0-9A-Fa-f]+"'                | 'color="red"'                          | INVALID      | must be a colour like #4C78A8
            hide-and-seek.crowd      | 'width="[0-9.]+"'                      | 'width="0"'                            | INVALID      | width
            hide-and-seek.crowd      | '(<guideCurves [^>]*)>'                | '$1 magnitude="NaN">'                  | INVALID      | magnitude
            group-switching.crowd    | 'groupWeight="[0-9.]+"'                | 'groupWeight="NaN"'                    | INVALID      | groupWeight
            group-switching.crowd    | 'connectionNeighbours="[0-9]+"'        | 'connectionNeighbours="-1"'            | INVALID      | connectionNeighbours
            channel-keep-right.crowd | 'columns="[0-9]+"'                     | 'columns="900000"'                     | NOT_COMPILED | more than the 33554432 a field may hold
            channel-keep-right.crowd | '(<anisotropicFields [^>]*)>'          | '$1 inertia="NaN">'                    | INVALID      | inertia
            channel-keep-right.crowd | '(<strokes [^>]*)>'                    | '$1 range="-1">'                       | INVALID      | range
            channel-keep-right.crowd | '(<strokes [^>]*)>'                    | '$1 weight="2">'                       | INVALID      | weight
            school.crowd             | '<social/>'                            | '<social talkAgainAfter="-60"/>'       | INVALID      | talkAgainAfter
            fire-alarm.crowd         | 'time="[0-9.]+"'                       | 'time="NaN"'                           | INVALID      | time
            """)
    void isStoppedBeforeItRunsWithTheElementAndWhatIsWrong(String example, String pattern, String replacement, ScenarioGate.Stage stage,
            String message) throws Exception {
        String original = Files.readString(EXAMPLES.resolve(example));
        String broken = original.replaceFirst(pattern, replacement);
        assertThat(broken).as("the case changes %s", example).isNotEqualTo(original);
        Path file = Files.writeString(folder.resolve(example), broken);

        ScenarioGate.Outcome outcome = ScenarioGate.run(file, 1);

        assertThat(outcome.stage()).as(outcome.text()).isEqualTo(stage);
        assertThat(outcome.text()).contains(message).doesNotContain("Exception");
    }
}
