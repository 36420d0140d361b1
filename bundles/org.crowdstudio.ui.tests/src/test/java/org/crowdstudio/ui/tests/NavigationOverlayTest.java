package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.waitUntil;

import java.util.List;

import org.crowdstudio.ui.navigation.NavigationOverlay;
import org.crowdstudio.ui.simulation.AgentInspectorView;
import org.crowdstudio.ui.simulation.AgentInspectorViewProbe;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.SimulationViewProbe;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.Test;

/**
 * A technical artist watches the door-behind example with the navigation overlay on and inspects
 * a visitor: the floor, each visitor's next corner and the inspected one's whole way out by the
 * door are drawn, and the Agent Inspector lists the way's corners and length.
 */
class NavigationOverlayTest extends WorkbenchTestCase {

    /** The room's door: 1.2 m wide at x 13.4 to 14.6 in its north wall at y 15, which runs from x 4.8 to 15.2 (the example's definition). */
    private static final double WALL_WEST = 4.8;
    private static final double WALL_EAST = 15.2;
    private static final double DOOR_WEST = 13.4;
    private static final double DOOR_EAST = 14.6;
    private static final double NORTH_WALL = 15;

    @Test
    void theInspectedVisitorsWayLeadsOutByTheDoorAndTheInspectorListsItsCorners() throws Exception {
        SimulationView view = Scenarios.simulate(folder, "door-behind.crowd");
        SimulationViewProbe.showTrails(view, false);
        SimulationViewProbe.showGoals(view, false);
        flushEvents();
        ImageData plain = Screens.capture(SimulationViewProbe.canvas(view));
        view.inspect(0);
        SimulationViewProbe.showOverlay(view, NavigationOverlay.ID, true);
        step(view, 5);

        NavigationOverlay.Snapshot snapshot = (NavigationOverlay.Snapshot) SimulationViewProbe.overlaySnapshot(view, NavigationOverlay.ID);
        assertThat(snapshot).as("the navigation overlay's snapshot of the newest step").isNotNull();
        double[] way = snapshot.way();
        assertThat(way.length / 2).as("points of the inspected visitor's way: where it stands, corners, the goal").isGreaterThanOrEqualTo(3);
        boolean byTheDoor = false;
        for (int k = 0; k + 3 < way.length; k += 2) {
            // A leg of the way that crosses the north wall's line where the wall stands crosses it within the door.
            if ((way[k + 1] - NORTH_WALL) * (way[k + 3] - NORTH_WALL) < 0) {
                double t = (NORTH_WALL - way[k + 1]) / (way[k + 3] - way[k + 1]);
                double x = way[k] + t * (way[k + 2] - way[k]);
                if (x >= WALL_WEST && x <= WALL_EAST) {
                    assertThat(x).as("where the way crosses the north wall, m").isBetween(DOOR_WEST, DOOR_EAST);
                    byTheDoor = true;
                }
            }
        }
        assertThat(byTheDoor).as("the way leaves the room by the north wall's door").isTrue();
        assertThat(way[way.length - 1]).as("the way ends at the bus stop, south of the room").isLessThan(5);

        AgentInspectorView inspector = (AgentInspectorView) mainWindow().getActivePage().findView(AgentInspectorView.ID);
        waitUntil(() -> AgentInspectorViewProbe.shownRows(inspector).stream().anyMatch(row -> row.startsWith("Navigation / Next corners")), 5_000,
                "the inspector shows the visitor's way");
        List<String> rows = AgentInspectorViewProbe.shownRows(inspector);
        assertThat(rows).anyMatch(row -> row.matches("Navigation / Way left = [0-9.]+ m"));

        flushEvents();
        ImageData drawn = Screens.capture(SimulationViewProbe.canvas(view));
        assertThat(Screens.difference(plain, drawn)[0]).as("pixels the overlay changes").isGreaterThan(2000);
        Screens.screenshot(mainWindow().getShell(), "navigation-overlay.png");
        SimulationViewProbe.showOverlay(view, NavigationOverlay.ID, false);
    }

    private static void step(SimulationView view, int steps) {
        long until = SimulationViewProbe.stepCount(view) + steps;
        for (int i = 0; i < steps; i++) {
            Event event = new Event();
            event.widget = SimulationViewProbe.stepButton(view);
            event.display = SimulationViewProbe.stepButton(view).getDisplay();
            SimulationViewProbe.stepButton(view).notifyListeners(SWT.Selection, event);
        }
        waitUntil(() -> SimulationViewProbe.stepCount(view) >= until, 20_000, "step " + until + " is taken");
        flushEvents();
    }
}
