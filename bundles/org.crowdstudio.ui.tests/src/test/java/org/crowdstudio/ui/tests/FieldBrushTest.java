package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.distinctColours;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.screenshot;
import static org.crowdstudio.ui.tests.Screens.waitUntil;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.ui.anisotropic.AnisotropicFieldOverlay;
import org.crowdstudio.ui.anisotropic.BrushCanvasProbe;
import org.crowdstudio.ui.anisotropic.BrushTool;
import org.crowdstudio.ui.anisotropic.FieldBrushView;
import org.crowdstudio.ui.anisotropic.FieldBrushViewProbe;
import org.crowdstudio.ui.anisotropic.LearnFieldWizard;
import org.crowdstudio.ui.anisotropic.LearnFieldWizardProbe;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.SimulationViewProbe;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A technical artist opens the keep-right channel's field in the field brush (AF paper §3.4, §4.1),
 * paints a habit into a block, watches the colour map follow, reads a cell's radar glyph, rubs
 * part of the stroke out, undoes, saves, and sees the field under the crowd in the simulation view.
 */
class FieldBrushTest extends WorkbenchTestCase {

    private static final String EXAMPLE = "channel-keep-right.crowd";
    private static final long BAKE_MILLIS = 20_000;

    @Test
    void aStrokePaintedIntoABlockGivesItsCellsTheWayItWasDrawnTheEraserCutsItAndSaveKeepsWhatIsLeft() throws Exception {
        Path file = Scenarios.example(folder, EXAMPLE);
        mainWindow().getShell().setSize(1280, 800);
        ScenarioEditor editor = Scenarios.open(file);
        FieldBrushView brush = openBrush(editor);
        AnisotropicField field = editor.scenario().getAnisotropicFields().getFirst();
        int strokesBefore = field.getStrokes().size();
        AtomicInteger bakes = new AtomicInteger();
        BrushCanvasProbe.onBake(FieldBrushViewProbe.canvas(brush), bakes::incrementAndGet);
        waitUntil(() -> BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush)) != null, BAKE_MILLIS, "the field is baked");
        DirectionField sketched = BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush));
        int east = DirectionField.binOf(0, sketched.shape().bins());
        assertThat(sketched.probability(sketched.shape().cellAt(20.05, 5.05), east)).as("the south channel's eastbound lane").isGreaterThan(0.99);
        int inBlock = sketched.shape().cellAt(18.05, 13.05);
        assertThat(sketched.hasTendency(inBlock)).as("inside a block, before painting").isFalse();

        // A stroke eastwards through the block south of the middle channel, with a 1 m brush.
        brush.chooseTool(BrushTool.ONE_WAY);
        FieldBrushViewProbe.chooseRadius(brush, 1);
        int before = bakes.get();
        drag(brush, 12, 13, 24, 13);
        assertThat(field.getStrokes()).hasSize(strokesBefore + 1);
        BrushStroke painted = field.getStrokes().get(strokesBefore);
        assertThat(painted.getRange()).isEqualTo(1.0);
        assertThat(painted.getPoints()).as("a straight drag is kept as its two ends").hasSize(2);
        assertThat(editor.isDirty()).isTrue();
        waitUntil(() -> bakes.get() > before && BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush)).hasTendency(inBlock), BAKE_MILLIS, "the colour map shows the stroke");
        assertThat(BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush)).probability(inBlock, east)).as("P(east) on the stroke").isGreaterThan(0.99);

        // The radar glyph of the cell under the cursor (a crossing: several ways), in the screenshot for the docs.
        Screens.mouse(FieldBrushViewProbe.canvas(brush).control(), SWT.MouseMove, pixelX(brush, 29.45), pixelY(brush, 19.45), 0);
        flushEvents();
        ImageData picture = screenshot(mainWindow().getShell(), "anisotropic-brush.png");
        assertThat(distinctColours(picture)).as("colour map, strokes and glyph").isGreaterThan(30);

        // A 2 m eraser across the middle of the stroke cuts it in two, and the cells there, beyond the ends' 1 m reach, lose the habit.
        brush.chooseTool(BrushTool.ERASER);
        FieldBrushViewProbe.chooseRadius(brush, 2);
        int beforeErasing = bakes.get();
        drag(brush, 18, 11, 18, 15);
        assertThat(field.getStrokes()).as("the stroke's two ends are left").hasSize(strokesBefore + 2);
        waitUntil(() -> bakes.get() > beforeErasing && !BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush)).hasTendency(inBlock), BAKE_MILLIS, "the erased cells");
        DirectionField erased = BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush));
        assertThat(erased.probability(erased.shape().cellAt(13.05, 13.05), east)).as("west of the eraser").isGreaterThan(0.99);
        assertThat(erased.probability(erased.shape().cellAt(23.05, 13.05), east)).as("east of the eraser").isGreaterThan(0.99);

        IAction undo = brush.getViewSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
        assertThat(undo.getText()).contains("Undo Erase Strokes");
        undo.run();
        flushEvents();
        assertThat(field.getStrokes()).hasSize(strokesBefore + 1).contains(painted);

        brush.doSave(null);
        flushEvents();
        assertThat(editor.isDirty()).isFalse();
        AnisotropicField saved = new ScenarioReader().read(file).getAnisotropicFields().getFirst();
        assertThat(saved.getStrokes()).hasSize(strokesBefore + 1);
        assertThat(saved.getStrokes().get(strokesBefore).getId()).isEqualTo(painted.getId());
    }

    @Test
    void theSimulationViewShowsTheFieldUnderTheCrowdWhenItsOverlayIsOn() throws Exception {
        SimulationView view = Scenarios.simulate(folder, EXAMPLE);
        flushEvents();
        ImageData plain = Screens.capture(SimulationViewProbe.canvas(view));
        IAction toggle = menuToggle(view, "Anisotropic Fields");

        toggle.setChecked(true);
        toggle.run();
        waitUntil(() -> SimulationViewProbe.overlaySnapshot(view, AnisotropicFieldOverlay.ID) != null, 10_000, "the field of the paused step is captured");
        flushEvents();
        double[] changed = Screens.difference(plain, Screens.capture(SimulationViewProbe.canvas(view)));
        toggle.setChecked(false);
        toggle.run();
        flushEvents();
        double[] hidden = Screens.difference(plain, Screens.capture(SimulationViewProbe.canvas(view)));

        assertThat(changed[0]).as("pixels coloured by the field").isGreaterThan(5_000);
        assertThat(hidden[0]).as("pixels changed once the overlay is hidden again").isZero();
    }

    @Test
    void aTrackerFileIsLearnedIntoANewFieldThroughTheWizardWhichTheBrushShowsAndUndoTakesBackWhole() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, EXAMPLE));
        FieldBrushView brush = openBrush(editor);
        // Two people tracked along the south channel at 25 frames a second: one eastwards on its south half, one westwards on its north half.
        StringBuilder tracks = new StringBuilder();
        for (int frame = 1; frame <= 100; frame++) {
            tracks.append(frame).append(",1,").append(10 + 0.05 * frame).append(",5\n");
            tracks.append(frame).append(",2,").append(20 - 0.05 * frame).append(",7\n");
        }
        Path file = Files.writeString(folder.resolve("tracked.txt"), tracks);
        int fieldsBefore = editor.scenario().getAnisotropicFields().size();

        LearnFieldWizard wizard = new LearnFieldWizard(editor);
        WizardDialog dialog = new WizardDialog(mainWindow().getShell(), wizard);
        dialog.create();
        try {
            LearnFieldWizardProbe.fill(wizard, file.toString(), "mot", "Observed");
            assertThat(wizard.canFinish()).isTrue();
            assertThat(wizard.performFinish()).isTrue();
        } finally {
            dialog.close();
        }
        flushEvents();

        AnisotropicField observed = editor.scenario().getAnisotropicFields().getLast();
        assertThat(observed.getName()).isEqualTo("Observed");
        assertThat(observed.getTrajectorySets().getFirst().getTrajectories()).hasSize(2);
        assertThat(observed.getTrajectorySets().getFirst().getSource()).isEqualTo("tracked.txt");
        assertThat(editor.isDirty()).isTrue();
        waitUntil(() -> FieldBrushViewProbe.canvas(brush).field() == observed && BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush)) != null
                && BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush)).hasTendency(BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush)).shape().cellAt(15.05, 5.05)), BAKE_MILLIS, "the brush shows the new field");
        DirectionField learned = BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush));
        assertThat(learned.probability(learned.shape().cellAt(15.05, 5.05), DirectionField.binOf(0, 16))).as("east where the first walked").isGreaterThan(0.99);
        assertThat(learned.probability(learned.shape().cellAt(15.05, 7.05), DirectionField.binOf(Math.PI, 16))).as("west where the second did")
                .isGreaterThan(0.99);

        editor.getEditingDomain().getCommandStack().undo();
        flushEvents();
        assertThat(editor.scenario().getAnisotropicFields()).hasSize(fieldsBefore);
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void aBrokenTrackerFileIsToldOnTheWizardPageByLineAndNothingIsLearned() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, EXAMPLE));
        Path file = Files.writeString(folder.resolve("broken.txt"), "1,1,10,5\n2,1,NaN,5\n");

        LearnFieldWizard wizard = new LearnFieldWizard(editor);
        WizardDialog dialog = new WizardDialog(mainWindow().getShell(), wizard);
        dialog.create();
        try {
            LearnFieldWizardProbe.fill(wizard, file.toString(), "mot", "Observed");
            assertThat(wizard.performFinish()).isFalse();
            assertThat(wizard.getContainer().getCurrentPage().getErrorMessage()).contains("broken.txt:2: x is NaN");
        } finally {
            dialog.close();
        }
        assertThat(editor.scenario().getAnisotropicFields()).extracting(AnisotropicField::getName).containsExactly("Keep right");
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void comparedWithFreeMovingTheBrushShowsTheDivergenceMapAndMeasuresAgainAfterAStroke() throws Exception {
        mainWindow().getShell().setSize(1280, 800);
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, EXAMPLE));
        Path freeMove = Scenarios.example(folder, "channel-free-move.crowd");
        FieldBrushView brush = openBrush(editor);
        waitUntil(() -> BrushCanvasProbe.baked(FieldBrushViewProbe.canvas(brush)) != null, BAKE_MILLIS, "the field is baked");

        assertThat(brush.compareWith(freeMove)).isTrue();
        waitUntil(() -> FieldBrushViewProbe.canvas(brush).divergence() != null, BAKE_MILLIS, "the divergence is measured");
        double before = FieldBrushViewProbe.canvas(brush).divergence().mean();
        // As crowdstudio af divergence measures it (docs/ANISOTROPIC.md).
        assertThat(before).isCloseTo(0.3423, within(1e-3));
        Screens.mouse(FieldBrushViewProbe.canvas(brush).control(), SWT.MouseMove, pixelX(brush, 20.05), pixelY(brush, 6.05), 0);
        flushEvents();
        ImageData picture = screenshot(mainWindow().getShell(), "anisotropic-divergence.png");
        assertThat(distinctColours(picture)).isGreaterThan(30);

        brush.chooseTool(BrushTool.ONE_WAY);
        FieldBrushViewProbe.chooseRadius(brush, 1);
        drag(brush, 12, 13, 24, 13);
        waitUntil(() -> FieldBrushViewProbe.canvas(brush).divergence() != null && FieldBrushViewProbe.canvas(brush).divergence().mean() != before, BAKE_MILLIS,
                "the divergence is measured again");
        assertThat(FieldBrushViewProbe.canvas(brush).divergence().onlyFirst()).as("the new stroke's cells, which free move leaves without tendency").isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"channel-free-move.crowd", "channel-keep-right.crowd"})
    void eachChannelExampleRunsInTheSimulationViewAndItsWalkersMove(String example) throws Exception {
        SimulationView view = Scenarios.simulate(folder, example);
        flushEvents();
        ImageData start = Screens.capture(SimulationViewProbe.canvas(view));

        for (int step = 0; step < 20; step++) {
            Event click = new Event();
            click.widget = SimulationViewProbe.stepButton(view);
            click.display = SimulationViewProbe.stepButton(view).getDisplay();
            SimulationViewProbe.stepButton(view).notifyListeners(SWT.Selection, click);
        }
        waitUntil(() -> SimulationViewProbe.stepCount(view) >= 20, 20_000, "20 steps are taken");
        flushEvents();

        assertThat(SimulationViewProbe.simulationTime(view)).as("two seconds of the channel").isCloseTo(2.0, within(1e-9));
        assertThat(Screens.difference(start, Screens.capture(SimulationViewProbe.canvas(view)))[0]).as("pixels changed as 400 walkers move").isGreaterThan(1_000);
    }

    private static FieldBrushView openBrush(ScenarioEditor editor) throws Exception {
        FieldBrushView view = (FieldBrushView) mainWindow().getActivePage().showView(FieldBrushView.ID);
        mainWindow().getActivePage().activate(editor);
        // Selecting the field in the scenario's tree opens it in the brush.
        editor.select(editor.scenario().getAnisotropicFields().getFirst());
        flushEvents();
        mainWindow().getActivePage().activate(view);
        flushEvents();
        assertThat(view.getPartName()).contains(editor.scenario().getAnisotropicFields().getFirst().getName());
        return view;
    }

    private static int pixelX(FieldBrushView view, double x) {
        return (int) Math.round(FieldBrushViewProbe.canvas(view).view().toPixelX(x));
    }

    private static int pixelY(FieldBrushView view, double y) {
        return (int) Math.round(FieldBrushViewProbe.canvas(view).view().toPixelY(y));
    }

    /** A left-button drag in a straight line, in metres. */
    private static void drag(FieldBrushView view, double fromX, double fromY, double toX, double toY) {
        Screens.drag(FieldBrushViewProbe.canvas(view).control(), FieldBrushViewProbe.canvas(view).view(), fromX, fromY, toX, toY);
    }

    private static IAction menuToggle(SimulationView view, String label) {
        for (IContributionItem item : view.getViewSite().getActionBars().getMenuManager().getItems()) {
            if (item instanceof ActionContributionItem action && label.equals(action.getAction().getText())) {
                return action.getAction();
            }
        }
        throw new AssertionError("the Simulation view's menu has no '" + label + "'");
    }
}
