package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.screenshot;
import static org.crowdstudio.ui.tests.Screens.waitUntil;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.steering.groups.WorldGroups;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.groups.GroupPalette;
import org.crowdstudio.ui.groups.GroupSnapshot;
import org.crowdstudio.ui.groups.GroupsOverlay;
import org.crowdstudio.ui.simulation.AgentInspectorView;
import org.crowdstudio.ui.simulation.AgentInspectorViewProbe;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.SimulationViewProbe;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Widget;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

/** A technical artist turns on the Simulation view's groups overlay and inspects a tourist who walks with its family and the tour. */
class GroupsOverlayTest extends WorkbenchTestCase {

    private static final String EXAMPLE = "guided-tourists.crowd";
    /** How far a drawn pixel may be from a palette colour and still count as it: antialiased edges blend. */
    private static final int COLOUR_SLACK = 24;
    /** How far from an agent's centre its rings reach at the example's zoom, pixels: its body and two rings. */
    private static final int RING_REACH = 20;

    @Test
    void theGroupsToggleDrawsEachFamilysRingsAroundItsMembersAndHidingItRestoresThePicture() throws Exception {
        SimulationView view = simulate(EXAMPLE);
        step(view, 10);
        flushEvents();
        ImageData plain = Screens.capture(SimulationViewProbe.canvas(view));
        IAction toggle = menuToggle(view, "Groups");

        toggle.setChecked(true);
        toggle.run();
        waitUntil(() -> SimulationViewProbe.overlaySnapshot(view, GroupsOverlay.ID) != null, 10_000, "the groups of the paused step are captured");
        flushEvents();
        ImageData drawn = Screens.capture(SimulationViewProbe.canvas(view));
        GroupSnapshot groups = (GroupSnapshot) SimulationViewProbe.overlaySnapshot(view, GroupsOverlay.ID);
        int family = group(groups, "Family 1");
        RGB colour = GroupPalette.rgb(family);
        List<Point> members = pixelsOfMembers(view, groups, family);
        long nearFamily = pixelsOfColour(drawn, colour, members, RING_REACH);
        long before = pixelsOfColour(plain, colour, List.of(), Integer.MAX_VALUE);
        long everywhere = pixelsOfColour(drawn, colour, List.of(), Integer.MAX_VALUE);

        toggle.setChecked(false);
        toggle.run();
        flushEvents();
        double[] hidden = Screens.difference(plain, Screens.capture(SimulationViewProbe.canvas(view)));

        assertThat(SimulationViewProbe.overlayShown(view, GroupsOverlay.ID)).isFalse();
        assertThat(before).as("pixels of Family 1's colour without the overlay").isLessThan(5);
        assertThat(nearFamily).as("pixels of Family 1's colour around its %d members with the overlay", members.size()).isGreaterThan(30);
        assertThat(everywhere - nearFamily).as("pixels of Family 1's colour elsewhere: its swatch in the legend").isBetween(20L, 200L);
        assertThat(hidden[0]).as("pixels changed once the overlay is hidden again").isZero();
    }

    @Test
    void theConnectionsDrawnAreThoseTheVelocityConnectionSolverChoseAndTheGuideLeadsTheTour() throws Exception {
        Path file = Scenarios.example(folder, EXAMPLE);
        SimulationView view = simulate(Scenarios.open(file), EXAMPLE);
        SimulationViewProbe.showOverlay(view, GroupsOverlay.ID, true);
        int steps = 15;
        step(view, steps);
        waitUntil(() -> SimulationViewProbe.overlaySnapshot(view, GroupsOverlay.ID) != null && SimulationViewProbe.stepCount(view) == steps, 10_000,
                "the groups of step " + steps + " are captured");
        GroupSnapshot drawn = (GroupSnapshot) SimulationViewProbe.overlaySnapshot(view, GroupsOverlay.ID);

        CompiledScenario headless = new ScenarioCompiler(EquinoxAlgorithms.registry()).compile(new ScenarioReader().read(file));
        try (Simulation simulation = headless.newSimulation(1)) {
            for (int i = 0; i < steps; i++) {
                simulation.step();
            }
            WorldGroups groups = simulation.world().attachment(WorldGroups.class).orElseThrow();
            int[] chosen = new int[64];
            int connected = 0;
            for (int agent = 0; agent < simulation.crowd().size(); agent++) {
                int count = groups.connections(agent, chosen);
                assertThat(drawn.connections(agent)).as("connections of %s at step %d", view.agentLabel(agent), steps)
                        .containsExactly(Arrays.copyOf(chosen, count));
                assertThat(drawn.groupsOf(agent)).containsExactly(groups.state().groupsOf(agent));
                connected += count > 0 ? 1 : 0;
            }
            assertThat(connected).as("agents with connection neighbours").isGreaterThan(10);
        }
        int tour = group(drawn, "Tour");
        int guide = agentNamed(view, "Guide");
        assertThat(drawn.leads(guide, tour)).as("the guide leads the tour").isTrue();
        assertThat(drawn.leads(agentNamed(view, "Tourist 1. 1"), tour)).isFalse();
        // As an artist shows the tour off, on its way to the fountain: the families' rings, the guide's crown and who keeps near whom.
        step(view, 150);
        IWorkbenchPage page = mainWindow().getActivePage();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            flushEvents();
            zoomAt(view, SimulationViewProbe.pixelOf(view, guide), 6);
            assertThat(Screens.distinctColours(screenshot(mainWindow().getShell(), "simulation-guided-tourists-groups.png"))).isGreaterThan(12);
        } finally {
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        }
    }

    @Test
    void theAgentInspectorShowsATouristsConnectionsThePreferenceTermsAndTheCandidatePicked() throws Exception {
        SimulationView view = simulate(EXAMPLE);
        int tourist = agentNamed(view, "Tourist 1. 1");
        view.inspect(tourist);
        step(view, 3);
        AgentInspectorView inspector = (AgentInspectorView) mainWindow().getActivePage().findView(AgentInspectorView.ID);
        assertThat(inspector).isNotNull();
        waitUntil(() -> AgentInspectorViewProbe.shownRows(inspector).stream().anyMatch(row -> row.contains("Candidate picked")), 5_000,
                "the inspector shows the tourist's velocity connection");

        List<String> rows = AgentInspectorViewProbe.shownRows(inspector);
        String section = "Groups (velocity connection) / ";
        assertThat(rows).contains(section + "Groups = Family 1, Tour");
        assertThat(rows).as("its connection neighbours, named").anyMatch(row -> row.matches(Pattern.quote(section)
                + "Connected to (Guide|Tourist \\d\\. \\d) = e \\d\\.\\d\\d, .* m away .*"));
        assertThat(rows).anyMatch(row -> row.startsWith(section + "m^VO (avoidance) = "));
        assertThat(rows).anyMatch(row -> row.startsWith(section + "w_g · m^VC (grouping) = "));
        assertThat(rows).anyMatch(row -> row.startsWith(section + "w_v · m^des (desired velocity) = "));
        assertThat(rows).anyMatch(row -> row.startsWith(section + "Candidate picked = "));
        assertThat(rows).anyMatch(row -> row.startsWith(section + "Chosen velocity = ("));
    }

    /** Turns the mouse wheel over a pixel of the canvas, a click forward per notch. */
    private static void zoomAt(SimulationView view, Point pixel, int notches) {
        for (int i = 0; i < notches; i++) {
            Event wheel = event(SimulationViewProbe.canvas(view));
            wheel.type = SWT.MouseVerticalWheel;
            wheel.x = pixel.x;
            wheel.y = pixel.y;
            wheel.count = 1;
            SimulationViewProbe.canvas(view).notifyListeners(SWT.MouseVerticalWheel, wheel);
        }
        flushEvents();
    }

    /** The overlay's check box in the view's menu, as the artist finds it. */
    private static IAction menuToggle(SimulationView view, String label) {
        for (IContributionItem item : view.getViewSite().getActionBars().getMenuManager().getItems()) {
            if (item instanceof ActionContributionItem action && label.equals(action.getAction().getText())) {
                assertThat(action.getAction().getStyle()).isEqualTo(IAction.AS_CHECK_BOX);
                return action.getAction();
            }
        }
        throw new AssertionError("the Simulation view's menu has no '" + label + "'");
    }

    private static int group(GroupSnapshot groups, String name) {
        for (int group = 0; group < groups.groupCount(); group++) {
            if (name.equals(groups.name(group))) {
                return group;
            }
        }
        throw new AssertionError("no group " + name);
    }

    private static int agentNamed(SimulationView view, String name) {
        int agent = 0;
        while (!name.equals(view.agentLabel(agent))) {
            if (view.agentLabel(agent) == null) {
                throw new AssertionError("no agent " + name);
            }
            agent++;
        }
        return agent;
    }

    /** Where the group's members are drawn, in pixels. */
    private static List<Point> pixelsOfMembers(SimulationView view, GroupSnapshot groups, int group) {
        List<Point> members = new ArrayList<>();
        for (int agent = 0; agent < groups.agentCount(); agent++) {
            if (Arrays.stream(groups.groupsOf(agent)).anyMatch(memberOf -> memberOf == group)) {
                members.add(SimulationViewProbe.pixelOf(view, agent));
            }
        }
        assertThat(members).isNotEmpty();
        return members;
    }

    /**
     * Pixels within a few levels of the colour, counted within the distance of one of the points
     * (or anywhere when there are none).
     */
    private static long pixelsOfColour(ImageData picture, RGB colour, List<Point> near, int distance) {
        long count = 0;
        for (int y = 0; y < picture.height; y++) {
            for (int x = 0; x < picture.width; x++) {
                RGB pixel = picture.palette.getRGB(picture.getPixel(x, y));
                if (Math.abs(pixel.red - colour.red) <= COLOUR_SLACK && Math.abs(pixel.green - colour.green) <= COLOUR_SLACK
                        && Math.abs(pixel.blue - colour.blue) <= COLOUR_SLACK && isNear(x, y, near, distance)) {
                    count++;
                }
            }
        }
        return count;
    }

    private static boolean isNear(int x, int y, List<Point> points, int distance) {
        return points.isEmpty() || points.stream().anyMatch(point -> Math.hypot(point.x - x, point.y - y) <= distance);
    }

    private SimulationView simulate(String example) throws Exception {
        return simulate(Scenarios.open(Scenarios.example(folder, example)), example);
    }

    /** Paused at the start, with no overlay shown: the view outlives the test before. */
    private static SimulationView simulate(ScenarioEditor editor, String example) throws Exception {
        SimulationView view = Scenarios.simulate(editor, example);
        SimulationViewProbe.showOverlay(view, GroupsOverlay.ID, false);
        SimulationViewProbe.showTrails(view, false);
        SimulationViewProbe.showGoals(view, false);
        return view;
    }

    private static void step(SimulationView view, int steps) {
        long until = SimulationViewProbe.stepCount(view) + steps;
        for (int i = 0; i < steps; i++) {
            SimulationViewProbe.stepButton(view).notifyListeners(SWT.Selection, event(SimulationViewProbe.stepButton(view)));
        }
        waitUntil(() -> SimulationViewProbe.stepCount(view) >= until, 20_000, "step " + until + " is taken");
    }

    private static Event event(Widget widget) {
        Event event = new Event();
        event.widget = widget;
        event.display = widget.getDisplay();
        return event;
    }
}
