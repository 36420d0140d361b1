package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.crowdstudio.ui.tests.Screens.distinctColours;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.screenshot;
import static org.crowdstudio.ui.tests.Screens.waitUntil;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.sim.TrajectoryCsv;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.fields.FieldOverlay;
import org.crowdstudio.ui.simulation.AgentInspectorView;
import org.crowdstudio.ui.simulation.AgentInspectorViewProbe;
import org.crowdstudio.ui.simulation.PlotsView;
import org.crowdstudio.ui.simulation.PlotsViewProbe;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.SimulationViewProbe;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Widget;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A technical artist presses play, watches the crowd and directs it with the artist's controls. */
class SimulationViewTest extends WorkbenchTestCase {

    /** The speed chooser's "4×": fast enough for a test, slow enough to watch the fraction change. */
    private static final int FOUR_TIMES = 4;
    /** The speed chooser's "1×": real time, a step of 0.1 s every tenth of a second. */
    private static final int REAL_TIME = 2;

    /** The view names no method: the social layer declares GlobalInterest as a live control, and a crowd without it gets no slider. */
    @Test
    void theSlidersAreTheLiveControlsTheRunsMethodsDeclare() throws Exception {
        SimulationView party = simulate("party-with-waiters.crowd");
        assertThat(SimulationViewProbe.liveControl(party, "globalInterest")).as("the social layer's GlobalInterest").isNotNull();
        assertThat(SimulationViewProbe.liveControl(party, "globalInterest").getToolTipText()).contains("socialise");

        SimulationView corridor = simulate("corridor.crowd");
        assertThat(SimulationViewProbe.liveControl(corridor, "globalInterest")).as("social forces alone: nobody socialises, no slider").isNull();
    }

    @Test
    void loweringGlobalInterestWithTheSliderStopsThePartyTalking() throws Exception {
        SimulationView view = simulate("party-with-waiters.crowd");
        choose(SimulationViewProbe.speedChooser(view), FOUR_TIMES);
        press(SimulationViewProbe.playButton(view));

        waitForTime(view, 40);
        double talkingBefore = meanSocialising(view, 20);
        SimulationViewProbe.liveControl(view, "globalInterest").setSelection(0);
        SimulationViewProbe.liveControl(view, "globalInterest").notifyListeners(SWT.Selection, event(SimulationViewProbe.liveControl(view, "globalInterest")));
        waitForTime(view, SimulationViewProbe.simulationTime(view) + 30);
        double talkingAfter = meanSocialising(view, 20);

        assertThat(talkingBefore).as("fraction of the party socialising at GlobalInterest 1").isGreaterThan(0.1);
        assertThat(talkingAfter).as("fraction socialising after GlobalInterest is lowered to 0, against %.2f before", talkingBefore)
                .isLessThan(talkingBefore / 2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"hide-and-seek", "vip-in-a-crowd", "museum"})
    void screenshotOfTheSimulationOfEachInteractionFieldScenario(String example) throws Exception {
        SimulationView view = simulate(example + ".crowd");
        // As an artist shows a scenario off: every field around its sources, and where agents walked.
        SimulationViewProbe.showOverlay(view, FieldOverlay.ID, true);
        SimulationViewProbe.showTrails(view, true);
        choose(SimulationViewProbe.speedChooser(view), FOUR_TIMES);
        press(SimulationViewProbe.playButton(view));
        waitForTime(view, 8);
        press(SimulationViewProbe.playButton(view));
        flushEvents();

        ImageData picture = screenshot(mainWindow().getShell(), "simulation-" + example + ".png");

        assertThat(SimulationViewProbe.simulationTime(view)).isGreaterThanOrEqualTo(8);
        assertThat(distinctColours(picture)).isGreaterThan(12);
    }

    @Test
    void playingInRealTimeTheCrowdGlidesBetweenStepsRatherThanJumpingTenTimesASecond() throws Exception {
        // The corridor's time step is the default 0.1 s.
        SimulationView view = simulate("corridor.crowd");
        choose(SimulationViewProbe.speedChooser(view), REAL_TIME);
        press(SimulationViewProbe.playButton(view));
        waitForTime(view, 1);

        // What the view paints of one walker over two seconds of play, beside where the run has it.
        List<double[]> painted = new ArrayList<>();
        double farthestBehind = 0;
        long firstStep = SimulationViewProbe.stepCount(view);
        long until = System.nanoTime() + 2_000_000_000L;
        Display display = Display.getCurrent();
        while (System.nanoTime() < until) {
            if (!display.readAndDispatch()) {
                double[] shown = SimulationViewProbe.shownPositionOf(view, 0);
                double[] newest = SimulationViewProbe.positionOf(view, 0);
                if (shown != null && (painted.isEmpty() || !Arrays.equals(painted.getLast(), shown))) {
                    painted.add(shown);
                    farthestBehind = Math.max(farthestBehind, Math.hypot(shown[0] - newest[0], shown[1] - newest[1]));
                }
                Thread.sleep(2);
            }
        }
        long steps = SimulationViewProbe.stepCount(view) - firstStep;
        press(SimulationViewProbe.playButton(view));

        assertThat(steps).as("real time: about ten steps a second").isBetween(10L, 30L);
        // Drawn once a step, the walker would be painted at as many places as steps were taken.
        assertThat(painted.size()).as("places the walker is painted at, against the steps taken")
                .isGreaterThan(3 * (int) steps / 2);
        // A step is 0.13 m at walking pace; a loaded machine may run a few steps back to back.
        assertThat(farthestBehind).as("painted close behind the run, m").isLessThan(1.5);
        waitUntil(() -> Arrays.equals(SimulationViewProbe.shownPositionOf(view, 0), SimulationViewProbe.positionOf(view, 0)), 2_000,
                "paused, the newest step is shown");
    }

    @Test
    void aCrowdOfThousandsIsDrawnWithEveryAgentInItsProfilesColour() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "park.crowd"));
        Population people = editor.scenario().getPopulations().get(0);
        editor.getEditingDomain().getCommandStack().execute(
                SetCommand.create(editor.getEditingDomain(), people, ScenarioPackage.Literals.POPULATION__COUNT, 1600));
        SimulationView view = Scenarios.simulate(editor, "park.crowd");
        step(view, 1);
        flushEvents();

        // Above 1,500 agents the view draws the disks unsmoothed: each must still show in its colour.
        ImageData picture = Screens.capture(SimulationViewProbe.canvas(view));
        RGB person = rgb(people.getProfile().getColor());
        int shown = 0;
        for (int agent = 0; agent < 1600; agent++) {
            Point centre = SimulationViewProbe.pixelOf(view, agent);
            // A heading line crosses the centre: most of the nine pixels round it are the disk's.
            int inColour = 0;
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    int x = Math.clamp(centre.x + dx, 0, picture.width - 1);
                    int y = Math.clamp(centre.y + dy, 0, picture.height - 1);
                    inColour += person.equals(picture.palette.getRGB(picture.getPixel(x, y))) ? 1 : 0;
                }
            }
            shown += inColour >= 5 ? 1 : 0;
        }
        assertThat(shown).as("agents drawn in their profile's colour, of 1,600").isGreaterThan(1600 * 95 / 100);
    }

    private static RGB rgb(String hex) {
        int value = Integer.parseInt(hex.substring(1), 16);
        return new RGB(value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF);
    }

    @Test
    void aRecordingIsTheRunItselfInTheCommandLinesCsv() throws Exception {
        SimulationView view = simulate("hide-and-seek.crowd");
        Path recorded = folder.resolve("hide-and-seek-run.csv");
        int steps = 25;

        assertThat(view.record(recorded)).isTrue();
        step(view, steps);
        CompiledScenario headless = new ScenarioCompiler(EquinoxAlgorithms.registry())
                .compile(new ScenarioReader().read(folder.resolve("hide-and-seek.crowd")));
        assertThat(view.stopRecording().get(10, TimeUnit.SECONDS)).isEqualTo(recorded.toAbsolutePath());

        // The same scenario stepped on a plain thread with the command line's writer: byte for byte the same.
        StringWriter expected = new StringWriter();
        try (Simulation simulation = headless.newSimulation(1)) {
            TrajectoryCsv csv = new TrajectoryCsv(expected, 1);
            csv.stepped(0, 0, simulation.crowd());
            simulation.addObserver(csv);
            for (int i = 0; i < steps; i++) {
                simulation.step();
            }
        }
        assertThat(Files.readString(recorded)).isEqualTo(expected.toString());
        try (var leftovers = Files.list(folder)) {
            assertThat(leftovers.map(path -> path.getFileName().toString())).noneMatch(name -> name.endsWith(".recording") || name.endsWith(".bak"));
        }
    }

    @Test
    void clickingAGuestShowsWhatSteersItInTheAgentInspector() throws Exception {
        SimulationView view = simulate("party-with-waiters.crowd");
        step(view, 3);
        Point guest = SimulationViewProbe.pixelOf(view, 0);

        Screens.mouse(SimulationViewProbe.canvas(view), SWT.MouseDown, guest.x, guest.y, 1);
        Screens.mouse(SimulationViewProbe.canvas(view), SWT.MouseUp, guest.x, guest.y, 1);
        assertThat(SimulationViewProbe.inspectedAgent(view)).isZero();
        step(view, 2);
        AgentInspectorView inspector = (AgentInspectorView) mainWindow().getActivePage().findView(AgentInspectorView.ID);
        assertThat(inspector).as("the inspector comes up with the click").isNotNull();
        waitUntil(() -> !AgentInspectorViewProbe.shownRows(inspector).isEmpty(), 5_000, "the inspector shows the guest's report");

        List<String> rows = AgentInspectorViewProbe.shownRows(inspector);
        assertThat(rows).anyMatch(row -> row.startsWith("Steering / Position = ("));
        assertThat(rows).anyMatch(row -> row.startsWith("Steering / Goal reaching = ("));
        assertThat(rows).anyMatch(row -> row.matches("Social / State = (free|(stop-and-talk|pair-walk) with Guests#\\d+)"));
        assertThat(rows).as("neighbours are named by label, not id").noneMatch(row -> row.matches(".*agent \\d+.*"));

        // A click on empty floor lets the agent go.
        Screens.mouse(SimulationViewProbe.canvas(view), SWT.MouseDown, 2, 2, 1);
        Screens.mouse(SimulationViewProbe.canvas(view), SWT.MouseUp, 2, 2, 1);
        assertThat(SimulationViewProbe.inspectedAgent(view)).isEqualTo(-1);
        waitUntil(() -> AgentInspectorViewProbe.shownRows(inspector).isEmpty(), 5_000, "the inspector lets the guest go");
    }

    @Test
    void theVipsFieldIsDrawnAroundTheVipWithGoalsAndHidingThemRestoresThePicture() throws Exception {
        SimulationView view = simulate("vip-in-a-crowd.crowd");
        step(view, 40);
        flushEvents();
        ImageData plain = Screens.capture(SimulationViewProbe.canvas(view));
        int vip = 0;
        while (!"VIP".equals(view.agentLabel(vip))) {
            vip++;
        }
        Point vipPixel = SimulationViewProbe.pixelOf(view, vip);
        List<String> fields = SimulationViewProbe.overlayParts(view, FieldOverlay.ID);
        assertThat(fields).as("the VIP scenario's field bindings").hasSizeGreaterThanOrEqualTo(3);

        SimulationViewProbe.showOverlayPart(view, FieldOverlay.ID, 0, true);
        flushEvents();
        double[] field = Screens.difference(plain, Screens.capture(SimulationViewProbe.canvas(view)));
        SimulationViewProbe.showOverlayPart(view, FieldOverlay.ID, 0, false);
        flushEvents();
        double[] hidden = Screens.difference(plain, Screens.capture(SimulationViewProbe.canvas(view)));
        SimulationViewProbe.showGoals(view, true);
        flushEvents();
        double[] goals = Screens.difference(plain, Screens.capture(SimulationViewProbe.canvas(view)));
        SimulationViewProbe.showGoals(view, false);

        assertThat(field[0]).as("pixels the field %s changes", fields.get(0)).isGreaterThan(200);
        assertThat(Math.hypot(field[1] - vipPixel.x, field[2] - vipPixel.y)).as("distance of the drawn field's centre from the VIP, pixels")
                .isLessThan(SimulationViewProbe.canvas(view).getSize().x / 6.0);
        assertThat(hidden[0]).as("pixels changed once the field is hidden again").isZero();
        assertThat(goals[0]).as("pixels the goals' flags change").isGreaterThan(50);
    }

    @Test
    void trailsShowWhereTheGuestsWalked() throws Exception {
        SimulationView view = simulate("party-with-waiters.crowd");
        SimulationViewProbe.showTrails(view, true);
        choose(SimulationViewProbe.speedChooser(view), FOUR_TIMES);
        press(SimulationViewProbe.playButton(view));
        waitForTime(view, 6);
        press(SimulationViewProbe.playButton(view));
        flushEvents();
        ImageData walked = Screens.capture(SimulationViewProbe.canvas(view));
        SimulationViewProbe.showTrails(view, false);
        flushEvents();

        assertThat(Screens.difference(Screens.capture(SimulationViewProbe.canvas(view)), walked)[0]).as("pixels the trails of 6 s of walking change").isGreaterThan(100);
    }

    @Test
    void theSeekerFollowsTheArrowKeysAndWalksItsRoundAgainWhenTheyRest() throws Exception {
        SimulationView view = simulate("hide-and-seek.crowd");
        int seeker = 0;
        while (!view.agentLabel(seeker).equals("Seeker")) {
            seeker++;
        }
        assertThat(SimulationViewProbe.autopilotButton(view).getSelection()).as("autopilot when idle, on by default").isTrue();
        choose(SimulationViewProbe.speedChooser(view), FOUR_TIMES);
        press(SimulationViewProbe.playButton(view));
        waitForTime(view, 1);
        double[] before = SimulationViewProbe.positionOf(view, seeker);
        key(view, SWT.ARROW_DOWN, true);
        waitForTime(view, SimulationViewProbe.simulationTime(view) + 3);
        double[] steered = SimulationViewProbe.positionOf(view, seeker);
        key(view, SWT.ARROW_DOWN, false);
        double releasedAt = System.currentTimeMillis();
        double[] resting = SimulationViewProbe.positionOf(view, seeker);
        waitUntil(() -> System.currentTimeMillis() > releasedAt + 1000, 5_000, "a second passes");
        double[] stillResting = SimulationViewProbe.positionOf(view, seeker);
        int seekerId = seeker;
        waitUntil(() -> Math.hypot(SimulationViewProbe.positionOf(view, seekerId)[0] - resting[0], SimulationViewProbe.positionOf(view, seekerId)[1] - resting[1]) > 1, 20_000,
                "the seeker walks its round again once the keys rest");
        press(SimulationViewProbe.playButton(view));

        assertThat(before[1] - steered[1]).as("metres walked down the yard while the down arrow was held").isGreaterThan(2);
        assertThat(Math.hypot(stillResting[0] - resting[0], stillResting[1] - resting[1])).as("metres moved in the first second without keys")
                .isLessThan(0.5);
        assertThat(System.currentTimeMillis() - releasedAt).as("ms until it set off again").isGreaterThan(SimulationView.AUTOPILOT_IDLE_MILLIS - 500.0);
    }

    private static void key(SimulationView view, int keyCode, boolean down) {
        org.eclipse.swt.widgets.Event event = event(SimulationViewProbe.canvas(view));
        event.keyCode = keyCode;
        SimulationViewProbe.canvas(view).notifyListeners(down ? SWT.KeyDown : SWT.KeyUp, event);
        flushEvents();
    }

    @Test
    void thePlotsShowTheSocialisingFractionAndAWatchedPairsInterestFallingAsTheyTalk() throws Exception {
        SimulationView view = simulate("party-with-waiters.crowd");
        PlotsView plots = (PlotsView) mainWindow().getActivePage().showView(PlotsView.ID);
        view.inspect(0);
        choose(SimulationViewProbe.speedChooser(view), FOUR_TIMES);
        press(SimulationViewProbe.playButton(view));
        waitUntil(() -> SimulationViewProbe.watchedAgent(view) >= 0, 120_000, "guest 0 meets someone, who is then watched beside it");
        // Party guests talk up to 45 s (the example's first conversation); a minute sees them part.
        waitForTime(view, SimulationViewProbe.simulationTime(view) + 60);
        press(SimulationViewProbe.playButton(view));
        waitUntil(() -> PlotsViewProbe.plotted(plots, PlotsView.TOGETHER).length > 50, 5_000, "the watched pair is plotted");
        waitUntil(() -> Arrays.stream(PlotsViewProbe.plotted(plots, PlotsView.CONVERSATION_LENGTHS)).sum() > 0, 5_000, "ended conversations are counted");

        double[] interest = PlotsViewProbe.plotted(plots, "Interest");
        double[] together = PlotsViewProbe.plotted(plots, PlotsView.TOGETHER);
        double[] socialising = PlotsViewProbe.plotted(plots, PlotsView.SOCIALISING);
        // The plots maximised, as an artist reading them would have them.
        IWorkbenchPage page = mainWindow().getActivePage();
        page.toggleZoom(page.getReference(plots));
        screenshot(mainWindow().getShell(), "plots.png");
        page.toggleZoom(page.getReference(plots));

        assertThat(interest).hasSameSizeAs(together);
        assertThat(Arrays.stream(interest).boxed().toList()).allMatch(value -> value >= 0 && value <= 1);
        assertThat(together).as("the pair socialised with each other while watched").contains(1.0);
        double lowest = Arrays.stream(interest).min().orElseThrow();
        assertThat(lowest).as("lowest interest after talking and parting (eq. 5, 7), against %.2f at first", interest[0]).isLessThan(interest[0] - 0.2);
        int firstTogether = Arrays.stream(together).boxed().toList().indexOf(1.0);
        assertThat(Arrays.stream(together).skip(firstTogether).boxed().toList()).as("the pair parts after talking").contains(0.0);
        double[] lengths = PlotsViewProbe.plotted(plots, PlotsView.CONVERSATION_LENGTHS);
        // Bins of 2 s: the party's guests mostly talk well over ten seconds (the last point repeats the last bin).
        double counted = Arrays.stream(lengths).limit(lengths.length - 1).sum();
        double overTen = Arrays.stream(lengths).skip(5).limit(lengths.length - 6).sum();
        assertThat(overTen).as("conversations over 10 s, of %.0f that ended", counted).isGreaterThan(counted / 3);
        assertThat(Arrays.stream(socialising).boxed().toList()).as("percent of the party socialising").isNotEmpty()
                .allMatch(value -> value >= 0 && value <= 100).anyMatch(value -> value > 10);
    }

    @Test
    void slowerGuideCurvesSlowTheRunningHiderWithoutARestartAndUndoSpeedsItUpAgain() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "hide-and-seek.crowd"));
        EditingDomain domain = editor.getEditingDomain();
        // The hider starts in the seeker's sight, so that it runs for cover.
        place(domain, agentNamed(editor.scenario(), "Seeker"), 14, 8);
        place(domain, agentNamed(editor.scenario(), "Hider"), 8 + 3 * Math.cos(Math.PI / 6), 8 + 3 * Math.sin(Math.PI / 6));
        SimulationView view = Scenarios.simulate(editor, "hide-and-seek.crowd");
        int hider = 0;
        while (!"Hider".equals(view.agentLabel(hider))) {
            hider++;
        }
        step(view, 10);
        double before = walked(view, hider, 10);

        CompoundCommand slower = new CompoundCommand();
        for (GuideCurve curve : editor.scenario().getFields().get(0).getKeyframes().get(0).getSketch().getGuideCurves()) {
            slower.append(SetCommand.create(domain, curve, ScenarioPackage.Literals.GUIDE_CURVE__MAGNITUDE, 0.3));
        }
        domain.getCommandStack().execute(slower);
        waitUntil(() -> SimulationViewProbe.statusText(view).contains("Edit applied to the running simulation at 2.0 s"), 20_000, "the edit is applied");
        double slowed = walked(view, hider, 10);
        domain.getCommandStack().undo();
        waitUntil(() -> SimulationViewProbe.statusText(view).contains("Edit applied to the running simulation at 3.0 s"), 20_000, "the undo is applied");
        double undone = walked(view, hider, 10);

        assertThat(before).as("metres the hider ran in the second second").isGreaterThan(1);
        assertThat(slowed).as("metres it walked in the second after the curves were slowed to 0.3 m/s").isLessThanOrEqualTo(0.3 + 1e-6)
                .isGreaterThan(0.1);
        assertThat(undone).as("metres it ran in the second after the undo").isGreaterThan(0.6);
        assertThat(SimulationViewProbe.simulationTime(view)).as("the run went on through both edits").isCloseTo(4, within(1e-6));
    }

    private static Agent agentNamed(Scenario scenario, String name) {
        return scenario.getAgents().stream().filter(agent -> name.equals(agent.getName())).findFirst().orElseThrow();
    }

    private static void place(EditingDomain domain, Agent agent, double x, double y) {
        domain.getCommandStack().execute(SetCommand.create(domain, agent.getPosition(), ScenarioPackage.Literals.VECTOR2__X, x));
        domain.getCommandStack().execute(SetCommand.create(domain, agent.getPosition(), ScenarioPackage.Literals.VECTOR2__Y, y));
    }

    /** Metres the agent covers in the next steps. */
    private static double walked(SimulationView view, int agent, int steps) {
        double[] from = SimulationViewProbe.positionOf(view, agent);
        step(view, steps);
        double[] to = SimulationViewProbe.positionOf(view, agent);
        return Math.hypot(to[0] - from[0], to[1] - from[1]);
    }

    private static void step(SimulationView view, int steps) {
        long until = SimulationViewProbe.stepCount(view) + steps;
        for (int i = 0; i < steps; i++) {
            SimulationViewProbe.stepButton(view).notifyListeners(SWT.Selection, event(SimulationViewProbe.stepButton(view)));
        }
        waitUntil(() -> SimulationViewProbe.stepCount(view) >= until, 20_000, "step " + until + " is taken");
    }

    private SimulationView simulate(String example) throws Exception {
        return Scenarios.simulate(folder, example);
    }

    private static void waitForTime(SimulationView view, double seconds) {
        waitUntil(() -> SimulationViewProbe.simulationTime(view) >= seconds, 120_000, "simulation time reaches " + seconds + " s");
    }

    /** The socialising fraction averaged over the next stretch of simulation time, sampled as the view draws. */
    private static double meanSocialising(SimulationView view, double seconds) {
        double end = SimulationViewProbe.simulationTime(view) + seconds;
        double sum = 0;
        int samples = 0;
        Display display = Display.getCurrent();
        while (SimulationViewProbe.simulationTime(view) < end) {
            if (!display.readAndDispatch()) {
                sum += SimulationViewProbe.socialisingFraction(view);
                samples++;
                display.sleep();
            }
        }
        return samples == 0 ? 0 : sum / samples;
    }

    private static void press(org.eclipse.swt.widgets.Button toggle) {
        toggle.setSelection(!toggle.getSelection());
        toggle.notifyListeners(SWT.Selection, event(toggle));
        flushEvents();
    }

    private static void choose(org.eclipse.swt.widgets.Combo combo, int index) {
        combo.select(index);
        combo.notifyListeners(SWT.Selection, event(combo));
    }

    private static org.eclipse.swt.widgets.Event event(Widget widget) {
        org.eclipse.swt.widgets.Event event = new org.eclipse.swt.widgets.Event();
        event.widget = widget;
        event.display = widget.getDisplay();
        return event;
    }
}
