package org.crowdstudio.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * The migration hook, exercised as if the format were at version 2 and version 1 had called agents
 * "actors": an old file is upgraded on load, and a missing migration is a clear error.
 */
class FormatMigrationTest {

    private static final Path OLD_FILE = Path.of("src/test/resources/migration/actors-v1.crowd");

    /** Version 1 → 2: the element {@code actors} became {@code agents}. */
    private static final FormatMigration ACTORS_BECAME_AGENTS = new FormatMigration() {
        @Override
        public int fromVersion() {
            return 1;
        }

        @Override
        public void migrate(Document document) {
            NodeList actors = document.getElementsByTagName("actors");
            for (int i = actors.getLength() - 1; i >= 0; i--) {
                document.renameNode(actors.item(i), null, "agents");
            }
        }
    };

    @Test
    void anOlderFileIsMigratedOnLoad() throws Exception {
        Scenario scenario = new ScenarioReader(List.of(ACTORS_BECAME_AGENTS), 2).read(OLD_FILE);

        assertThat(scenario.getAgents()).singleElement().satisfies(agent -> {
            assertThat(agent.getName()).isEqualTo("Ada");
            assertThat(agent.getProfile()).isSameAs(scenario.getProfiles().get(0));
            assertThat(agent.getPosition().getY()).isEqualTo(2.0);
        });
        assertThat(scenario.getFormatVersion()).isEqualTo(2);
    }

    @Test
    void withoutItsMigrationAnOlderFileIsRefusedClearly() {
        ScenarioFileException refused = catchThrowableOfType(ScenarioFileException.class,
                () -> new ScenarioReader(List.of(), 2).read(OLD_FILE));

        assertThat(refused.getMessage()).isEqualTo(OLD_FILE + ": no migration from format version 1");
    }

    @Test
    void todaysFormatReadsTheFileAsItIs() {
        // Today's migrations do not know "actors": it is simply unknown.
        ScenarioFileException refused = catchThrowableOfType(ScenarioFileException.class, () -> new ScenarioReader().read(OLD_FILE));

        assertThat(refused.problems().get(0).message()).isEqualTo("unknown element or attribute 'actors'");
    }
}
