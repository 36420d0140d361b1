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
        assertThat(EquinoxAlgorithms.registry().origin("test-herding").bundle()).as("the contributing bundle").isEqualTo("org.crowdstudio.engine.tests");
        assertThat(EquinoxAlgorithms.registry().origin("test-herding").version()).startsWith("0.1.0.");
    }

    @Test
    void aContributionThatCannotBeLoadedIsLeftOutAndReported() {
        assertThat(EquinoxAlgorithms.registry().leftOut()).singleElement().asString()
                .startsWith("steering algorithm org.crowdstudio.engine.tests.NoSuchAlgorithm of bundle org.crowdstudio.engine.tests 0.1.0.")
                .contains("is left out: ").contains("ClassNotFoundException");
        assertThat(EquinoxAlgorithms.registry().find("test-herding")).isPresent();
    }
}
