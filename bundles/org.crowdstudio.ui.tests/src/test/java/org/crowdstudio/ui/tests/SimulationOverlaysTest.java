package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.groups.GroupsOverlay;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.crowdstudio.ui.simulation.spi.SimulationOverlay;
import org.crowdstudio.ui.simulation.spi.SimulationOverlays;
import org.eclipse.swt.graphics.GC;
import org.junit.jupiter.api.Test;

/** The Simulation view finds the overlays methods contribute, and refuses contributions it could not tell apart. */
class SimulationOverlaysTest {

    @Test
    void theWorkbenchFindsTheGroupsOverlayThroughTheExtensionPoint() {
        SimulationOverlays installed = SimulationOverlays.installed();

        assertThat(installed.problems()).isEmpty();
        assertThat(installed.find(GroupsOverlay.ID)).get().isInstanceOf(GroupsOverlay.class);
        assertThat(installed.all()).extracting(SimulationOverlay::label).contains("Groups");
    }

    @Test
    void twoOverlaysWithOneIdOrOneWithoutANameAreRefusedNamingThem() {
        assertThatThrownBy(() -> SimulationOverlays.of(new GroupsOverlay(), new Named("groups", "Other groups")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("two simulation overlays are called 'groups'")
                .hasMessageContaining(GroupsOverlay.class.getName()).hasMessageContaining(Named.class.getName());
        assertThatThrownBy(() -> SimulationOverlays.of(new Named(" ", "Nameless"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(Named.class.getName()).hasMessageContaining("has no id");
        assertThatThrownBy(() -> SimulationOverlays.of(new Named("flocks", ""))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'flocks'").hasMessageContaining("has no label");
    }

    /** An overlay that draws nothing, with the id and label it is given. */
    private record Named(String id, String label) implements SimulationOverlay<Object> {

        @Override
        public String description() {
            return "Nothing";
        }

        @Override
        public Object capture(Simulation simulation, CrowdFrame frame) {
            return null;
        }

        @Override
        public void paint(GC gc, MetreView view, CrowdFrame frame, Object snapshot) {
            // draws nothing
        }
    }
}
