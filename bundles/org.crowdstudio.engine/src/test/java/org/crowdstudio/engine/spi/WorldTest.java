package org.crowdstudio.engine.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** What the stages of a run share: for the whole run, or for as long as the pipelines of now steer. */
class WorldTest {

    /** Something stages share, of a type of its own. */
    private static final class Registry extends ArrayList<String> {
        private static final long serialVersionUID = 1L;
    }

    @Test
    void whatThePipelinesShareIsForgottenByALiveEditAndWhatTheRunSharesStays() {
        World world = new World(List.of());
        Registry forPipelines = world.sharedByPipelines(Registry.class, Registry::new);
        StringBuilder forTheRun = world.shared(StringBuilder.class, StringBuilder::new);

        assertThat(world.sharedByPipelines(Registry.class, Registry::new)).as("one object for every stage")
                .isSameAs(forPipelines);
        world.renewPipelines();

        assertThat(world.attachment(Registry.class)).as("forgotten by the live edit").isEmpty();
        assertThat(world.attachment(StringBuilder.class)).contains(forTheRun);
    }

    @Test
    void oneTypeCannotBeSharedForTheRunAndForThePipelinesLifetimeBoth() {
        World world = new World(List.of());
        world.shared(StringBuilder.class, StringBuilder::new);
        world.sharedByPipelines(Registry.class, Registry::new);

        assertThatThrownBy(() -> world.sharedByPipelines(StringBuilder.class, StringBuilder::new))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("whole run");
        assertThatThrownBy(() -> world.shared(Registry.class, Registry::new))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("own lifetime");
        assertThatThrownBy(() -> world.attach(Registry.class, new Registry()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("own lifetime");
        assertThat(world.attachment(StringBuilder.class)).as("the run's attachment kept").isPresent();
    }
}
