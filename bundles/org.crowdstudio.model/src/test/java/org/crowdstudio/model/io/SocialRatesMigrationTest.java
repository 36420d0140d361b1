package org.crowdstudio.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;

import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SocialSettings;
import org.junit.jupiter.api.Test;

/**
 * Format version 2 sets the social layer by durations instead of interest rates: a version 1 file
 * opens with the durations that give its rates, so that its crowd talks as it did.
 */
class SocialRatesMigrationTest {

    private static final Path MIGRATION = Path.of("src/test/resources/migration");

    @Test
    void storedRatesBecomeTheDurationsThatGiveThem() throws Exception {
        Scenario scenario = new ScenarioReader().read(MIGRATION.resolve("social-rates-v1.crowd"));
        SocialSettings social = scenario.getSocial();

        // Interest fell from 1 to the threshold 0.6 at 0.1/s: 4 s; the end drop 0.5 came back at 0.05/s: 10 s.
        assertThat(social.getFirstConversation()).isCloseTo(4, within(1e-9));
        assertThat(social.getTalkAgainAfter()).isCloseTo(10, within(1e-9));
        assertThat(social.getGreeting()).as("version 1 had no shortest conversation").isZero();
        assertThat(social.getSocialisingThreshold()).isEqualTo(0.6);
        assertThat(social.getNearDistance()).as("the rest as it was").isEqualTo(2.0);
        assertThat(scenario.getFormatVersion()).isEqualTo(ScenarioFormat.CURRENT_VERSION);
    }

    @Test
    void aFileThatUsedTheSocialLayerWithVersionOnesDefaultsKeepsThem() throws Exception {
        Scenario scenario = new ScenarioReader().read(MIGRATION.resolve("social-layer-without-settings-v1.crowd"));
        SocialSettings social = scenario.getSocial();

        assertThat(social).as("social settings written out, since the defaults changed").isNotNull();
        // Version 1's defaults: talking decay 0.3/s to the threshold 0.5, recovery 0.1/s of the end drop 0.5.
        assertThat(social.getFirstConversation()).isCloseTo(0.5 / 0.3, within(1e-9));
        assertThat(social.getTalkAgainAfter()).isCloseTo(5, within(1e-9));
        assertThat(social.getGreeting()).isZero();
    }

    @Test
    void aRateThatWasNotANumberIsStillReportedWhereItStands() {
        Path file = MIGRATION.resolve("social-rate-not-a-number-v1.crowd");
        ScenarioFileException refused = catchThrowableOfType(ScenarioFileException.class, () -> new ScenarioReader().read(file));

        assertThat(refused.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.line()).as("the line of the social settings").isEqualTo(4);
            assertThat(problem.message()).contains("fast");
        });
    }
}
