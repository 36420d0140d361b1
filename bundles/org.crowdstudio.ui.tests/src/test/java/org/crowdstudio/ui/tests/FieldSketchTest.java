package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.crowdstudio.ui.tests.Screens.distinctColours;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.screenshot;
import static org.crowdstudio.ui.tests.Screens.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.CurveStyle;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.LinkTarget;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.ZeroCells;
import org.crowdstudio.model.scenario.ZeroPolygon;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.fields.FieldSketchView;
import org.crowdstudio.ui.fields.FieldSketchViewProbe;
import org.crowdstudio.ui.fields.SketchCanvasProbe;
import org.crowdstudio.ui.fields.SketchTool;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.Test;

/**
 * A technical artist opens the hide-and-seek field in the sketch editor, draws with the mouse,
 * watches the preview follow, undoes, redoes and saves.
 */
class FieldSketchTest extends WorkbenchTestCase {

    private static final long BAKE_MILLIS = 10_000;

    @Test
    void aCurveDrawnWithThePolylineToolChangesThePreviewIsUndoneRedoneAndSavedAsThatCurveAlone() throws Exception {
        Path file = Scenarios.example(folder, "hide-and-seek.crowd");
        List<String> before = Files.readAllLines(file);
        ScenarioEditor editor = Scenarios.open(file);
        FieldSketchView sketchView = openSketch(editor);
        InteractionField field = editor.scenario().getFields().get(0);
        Sketch sketch = field.getKeyframes().get(0).getSketch();
        int curvesBefore = sketch.getGuideCurves().size();
        waitUntil(() -> SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView)) != null, BAKE_MILLIS, "the first preview is baked");
        FieldGrid original = SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView));

        // A curve across the bottom of the domain, from left to right, in three clicks.
        sketchView.chooseTool(SketchTool.POLYLINE);
        click(sketchView, -3.0, -3.0, false);
        click(sketchView, 0.0, -2.0, false);
        click(sketchView, 3.0, -3.0, true);
        flushEvents();

        assertThat(sketch.getGuideCurves()).hasSize(curvesBefore + 1);
        GuideCurve drawn = sketch.getGuideCurves().get(curvesBefore);
        assertThat(drawn.getPoints()).hasSize(3);
        double pixel = 1 / FieldSketchViewProbe.canvas(sketchView).view().pixelsPerMetre();
        assertThat(drawn.getPoints().get(1).getX()).isCloseTo(0.0, within(pixel));
        assertThat(drawn.getPoints().get(1).getY()).isCloseTo(-2.0, within(pixel));
        assertThat(editor.isDirty()).isTrue();
        waitUntil(() -> !original.equals(SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView))), BAKE_MILLIS, "the preview shows the new curve");
        // Below the new curve, the field now points along it (+x) where it pointed elsewhere before.
        double[] under = new double[2];
        assertThat(SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView)).sample(0, -2.1, under)).isTrue();
        assertThat(under[0]).isGreaterThan(1.0);

        IAction undo = globalAction(sketchView, ActionFactory.UNDO);
        assertThat(undo.getText()).contains("Undo Add Guide Curve");
        undo.run();
        flushEvents();
        assertThat(sketch.getGuideCurves()).hasSize(curvesBefore);
        assertThat(editor.isDirty()).isFalse();
        waitUntil(() -> original.equals(SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView))), BAKE_MILLIS, "the preview is as before the curve");

        globalAction(sketchView, ActionFactory.REDO).run();
        flushEvents();
        assertThat(sketch.getGuideCurves()).hasSize(curvesBefore + 1);
        assertThat(editor.isDirty()).isTrue();
        waitUntil(() -> !original.equals(SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView))), BAKE_MILLIS, "the preview shows the curve again");

        ImageData picture = screenshot(mainWindow().getShell(), "sketch-editor.png");
        assertThat(distinctColours(picture)).isGreaterThan(30);

        sketchView.doSave(null);
        flushEvents();
        assertThat(editor.isDirty()).isFalse();
        // The file gained the curve's lines and nothing else changed.
        List<String> after = Files.readAllLines(file);
        int first = 0;
        while (before.get(first).equals(after.get(first))) {
            first++;
        }
        List<String> added = after.subList(first, first + after.size() - before.size());
        assertThat(added).hasSize(5);
        assertThat(added.get(0)).contains("<guideCurves id=\"" + drawn.getId() + "\"");
        assertThat(added.subList(1, 4)).allSatisfy(line -> assertThat(line).contains("<points"));
        assertThat(added.get(4)).contains("</guideCurves>");
        assertThat(after.subList(first + added.size(), after.size())).isEqualTo(before.subList(first, before.size()));
        assertThat(new ScenarioReader().read(file).getFields().get(0).getKeyframes().get(0).getSketch().getGuideCurves())
                .hasSize(curvesBefore + 1);
    }

    @Test
    void aZeroPolygonDrawnInTheFieldSilencesItThereAndTheEraserTakesItAway() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "hide-and-seek.crowd"));
        FieldSketchView sketchView = openSketch(editor);
        Sketch sketch = editor.scenario().getFields().get(0).getKeyframes().get(0).getSketch();
        waitUntil(() -> SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView)) != null, BAKE_MILLIS, "the first preview is baked");
        FieldGrid original = SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView));
        double[] vector = new double[2];
        assertThat(original.sample(-2.5, 0.5, vector)).isTrue();
        assertThat(Math.hypot(vector[0], vector[1])).isGreaterThan(0.5);

        sketchView.chooseTool(SketchTool.ZERO_POLYGON);
        click(sketchView, -3.5, -0.5, false);
        click(sketchView, -1.5, -0.5, false);
        click(sketchView, -1.5, 1.5, false);
        click(sketchView, -3.5, 1.5, true);
        flushEvents();

        assertThat(sketch.getZeroAreas()).hasSize(1).first().isInstanceOf(ZeroPolygon.class);
        waitUntil(() -> !original.equals(SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView))), BAKE_MILLIS, "the preview shows the zero area");
        assertThat(SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView)).sample(-2.5, 0.5, vector)).isTrue();
        assertThat(Math.hypot(vector[0], vector[1])).as("a velocity field is still inside its zero area").isLessThan(1e-9);

        // A click inside the zero area five pixels beside a guide curve that crosses it means the
        // zero area: the curve through (-2, -1) and (-1, 2) passes x = -5/3 at y = 0.
        int curves = sketch.getGuideCurves().size();
        sketchView.chooseTool(SketchTool.ERASER);
        click(sketchView, -5.0 / 3 - 5 / FieldSketchViewProbe.canvas(sketchView).view().pixelsPerMetre(), 0, false);
        flushEvents();
        assertThat(sketch.getZeroAreas()).isEmpty();
        assertThat(sketch.getGuideCurves()).as("the curve beside the click is kept").hasSize(curves);
        waitUntil(() -> original.equals(SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView))), BAKE_MILLIS, "the preview is as before the zero area");
    }

    @Test
    void aFreehandStrokeABrushedZeroAreaAndAMoveAreEachOneUndoableStep() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "hide-and-seek.crowd"));
        FieldSketchView sketchView = openSketch(editor);
        Sketch sketch = editor.scenario().getFields().get(0).getKeyframes().get(0).getSketch();
        int curvesBefore = sketch.getGuideCurves().size();
        waitUntil(() -> SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView)) != null, BAKE_MILLIS, "the first preview is baked");
        IAction undo = globalAction(sketchView, ActionFactory.UNDO);

        // A freehand stroke 2 m long becomes one curve sampled about every 0.1 m.
        sketchView.chooseTool(SketchTool.FREEHAND);
        drag(sketchView, -1.0, -3.0, 1.0, -3.0);
        assertThat(sketch.getGuideCurves()).hasSize(curvesBefore + 1);
        GuideCurve stroke = sketch.getGuideCurves().get(curvesBefore);
        assertThat(stroke.getStyle()).isEqualTo(CurveStyle.FREEHAND);
        assertThat(stroke.getPoints()).hasSizeBetween(15, 25);

        // Dragged with the select tool, the whole curve moves up 1 m, as one command.
        sketchView.chooseTool(SketchTool.SELECT);
        drag(sketchView, 0.0, -3.0, 0.0, -2.0);
        double pixel = 1 / FieldSketchViewProbe.canvas(sketchView).view().pixelsPerMetre();
        assertThat(stroke.getPoints()).allSatisfy(point -> assertThat(point.getY()).isCloseTo(-2.0, within(2 * pixel)));
        assertThat(undo.getText()).contains("Undo Move Guide Curve");
        undo.run();
        flushEvents();
        assertThat(stroke.getPoints()).allSatisfy(point -> assertThat(point.getY()).isCloseTo(-3.0, within(2 * pixel)));

        // A brush stroke along a row of cells (0.25 m each) paints the cells it crosses as zero area.
        sketchView.chooseTool(SketchTool.ZERO_BRUSH);
        drag(sketchView, -3.0, 1.125, -2.0, 1.125);
        assertThat(sketch.getZeroAreas()).hasSize(1).first().isInstanceOfSatisfying(ZeroCells.class, painted -> assertThat(String.join("", painted.getRows()).chars().filter(cell -> cell == '#').count()).isBetween(4L, 6L));
        waitUntil(() -> {
            double[] vector = new double[2];
            return SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView)).sample(-2.5, 1.125, vector) && Math.hypot(vector[0], vector[1]) < 1e-9;
        }, BAKE_MILLIS, "the preview is zero on the painted cells");
        assertThat(undo.getText()).contains("Undo Paint Zero Cells");
        undo.run();
        flushEvents();
        assertThat(sketch.getZeroAreas()).isEmpty();
        undo.run();
        flushEvents();
        assertThat(sketch.getGuideCurves()).hasSize(curvesBefore);
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void theLinkToolUnlinksTheHideFieldAndLinksItToAnotherAgentInOneUndoableStepEach() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "hide-and-seek.crowd"));
        FieldSketchView sketchView = openSketch(editor);
        InteractionField field = editor.scenario().getFields().get(0);
        FieldBinding binding = editor.scenario().getFieldBindings().get(0);
        LinkTarget seeker = binding.getLinkedObject();
        assertThat(field.getParameter()).isEqualTo(FieldParameter.LINKED_ANGLE);
        assertThat(((Agent) seeker).getName()).isEqualTo("Seeker");
        waitUntil(() -> SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView)) != null, BAKE_MILLIS, "the first preview is baked");
        FieldGrid original = SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView));
        sketchView.chooseTool(SketchTool.LINK);
        // The status line shows where the mouse is; it stays where the link menu is opened.
        MetreView metres = FieldSketchViewProbe.canvas(sketchView).view();
        send(FieldSketchViewProbe.canvas(sketchView).control(), SWT.MouseMove, (int) Math.round(metres.toPixelX(1.0)), (int) Math.round(metres.toPixelY(1.0)), 0);
        flushEvents();
        ImageData linked = Screens.capture(FieldSketchViewProbe.canvas(sketchView).control());

        Menu menu = openLinkMenu(sketchView);
        assertThat(itemTexts(menu)).contains("Turn the field towards:", "Seeker (agent)", "Crate A (obstacle)", "No link");
        assertThat(item(menu, "Seeker (agent)").getSelection()).as("the linked agent is ticked").isTrue();
        pick(menu, "No link");
        assertThat(field.getParameter()).isEqualTo(FieldParameter.NONE);
        assertThat(binding.getLinkedObject()).isNull();
        double[] unlinked = Screens.difference(linked, Screens.capture(FieldSketchViewProbe.canvas(sketchView).control()));

        pick(openLinkMenu(sketchView), "Walker 1 (agent)");
        assertThat(field.getParameter()).isEqualTo(FieldParameter.LINKED_ANGLE);
        assertThat(((Agent) binding.getLinkedObject()).getName()).isEqualTo("Walker 1");
        IAction undo = globalAction(sketchView, ActionFactory.UNDO);
        assertThat(undo.getText()).contains("Undo Link Field Rotation");
        undo.run();
        flushEvents();
        assertThat(binding.getLinkedObject()).isNull();
        assertThat(field.getParameter()).isEqualTo(FieldParameter.NONE);
        undo.run();
        flushEvents();
        assertThat(binding.getLinkedObject()).isSameAs(seeker);
        assertThat(field.getParameter()).isEqualTo(FieldParameter.LINKED_ANGLE);
        assertThat(editor.isDirty()).isFalse();
        waitUntil(() -> original.equals(SketchCanvasProbe.previewGrid(FieldSketchViewProbe.canvas(sketchView))), BAKE_MILLIS, "the preview is baked again");
        flushEvents();
        assertThat(unlinked[0]).as("pixels the link's arrow and label take").isGreaterThan(100);
        assertThat(Screens.difference(linked, Screens.capture(FieldSketchViewProbe.canvas(sketchView).control()))[0]).as("pixels changed once both are undone")
                .isZero();
    }

    /** A click with the link tool in the middle of the field opens its menu. */
    private static Menu openLinkMenu(FieldSketchView view) {
        click(view, 1.0, 1.0, false);
        flushEvents();
        Menu menu = SketchCanvasProbe.linkMenu(FieldSketchViewProbe.canvas(view));
        assertThat(menu).isNotNull();
        return menu;
    }

    private static List<String> itemTexts(Menu menu) {
        return Arrays.stream(menu.getItems()).map(MenuItem::getText).toList();
    }

    private static MenuItem item(Menu menu, String text) {
        return Arrays.stream(menu.getItems()).filter(item -> text.equals(item.getText())).findFirst().orElseThrow();
    }

    /** Chooses a menu item as a click does, and closes the menu. */
    private static void pick(Menu menu, String text) {
        MenuItem item = item(menu, text);
        assertThat(item.getEnabled()).as("%s can be chosen", text).isTrue();
        Event event = new Event();
        event.widget = item;
        event.display = item.getDisplay();
        item.notifyListeners(SWT.Selection, event);
        menu.setVisible(false);
        flushEvents();
    }

    private static FieldSketchView openSketch(ScenarioEditor editor) throws Exception {
        FieldSketchView view = (FieldSketchView) mainWindow().getActivePage().showView(FieldSketchView.ID);
        mainWindow().getActivePage().activate(editor);
        // Selecting the field in the scenario's tree opens it in the sketch editor.
        editor.select(editor.scenario().getFields().get(0));
        flushEvents();
        mainWindow().getActivePage().activate(view);
        flushEvents();
        assertThat(view.getPartName()).contains(editor.scenario().getFields().get(0).getName());
        return view;
    }

    /** A left click at a point in metres, as the mouse delivers it; a double click ends a stroke. */
    private static void click(FieldSketchView view, double x, double y, boolean twice) {
        Canvas canvas = FieldSketchViewProbe.canvas(view).control();
        MetreView metres = FieldSketchViewProbe.canvas(view).view();
        int px = (int) Math.round(metres.toPixelX(x));
        int py = (int) Math.round(metres.toPixelY(y));
        send(canvas, SWT.MouseMove, px, py, 0);
        send(canvas, SWT.MouseDown, px, py, 1);
        send(canvas, SWT.MouseUp, px, py, 1);
        if (twice) {
            send(canvas, SWT.MouseDown, px, py, 1);
            send(canvas, SWT.MouseDoubleClick, px, py, 1);
            send(canvas, SWT.MouseUp, px, py, 1);
        }
    }

    /** A left-button drag in a straight line, in metres. */
    private static void drag(FieldSketchView view, double fromX, double fromY, double toX, double toY) {
        Screens.drag(FieldSketchViewProbe.canvas(view).control(), FieldSketchViewProbe.canvas(view).view(), fromX, fromY, toX, toY);
    }

    private static void send(Canvas canvas, int type, int x, int y, int button) {
        Screens.mouse(canvas, type, x, y, button);
    }

    private static IAction globalAction(FieldSketchView view, ActionFactory action) {
        return view.getViewSite().getActionBars().getGlobalActionHandler(action.getId());
    }
}
