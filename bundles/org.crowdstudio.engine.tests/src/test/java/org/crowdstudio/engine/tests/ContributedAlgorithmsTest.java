package org.crowdstudio.engine.tests;

import static org.assertj.core.api.Assertions.assertThat;

import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.spi.Stage;
import org.junit.jupiter.api.Test;

/** Inside Equinox the registry is filled from the extension point, with broken contributions left out. */
class ContributedAlgorithmsTest {

    @Test
    void anAlgorithmContributedByABundleIsFound() {
        var herding = EquinoxAlgorithms.registry().find("test-herding");

        assertThat(herding).isPresent();
        assertThat(herding.get().descriptor().stage()).isEqualTo(Stage.VELOCITY_SOLVER);
        assertThat(herding.get().descriptor().parameter("cohesion")).isPresent();
    }

    @Test
    void aContributionThatCannotBeLoadedIsLeftOutAndReported() {
        assertThat(EquinoxAlgorithms.problems()).singleElement().asString()
                .startsWith("steering algorithm org.crowdstudio.engine.tests.NoSuchAlgorithm of org.crowdstudio.engine.tests is left out");
        assertThat(EquinoxAlgorithms.registry().find("test-herding")).isPresent();
    }
}
