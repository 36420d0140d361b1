package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.ui.CrowdAuthoringPerspective;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.spi.ElementOpeners;
import org.crowdstudio.ui.editor.spi.ProfileSection;
import org.crowdstudio.ui.editor.spi.ProfileSections;
import org.crowdstudio.ui.fields.FieldOverlay;
import org.crowdstudio.ui.fields.FieldSketchView;
import org.crowdstudio.ui.simulation.AgentInspectorView;
import org.crowdstudio.ui.simulation.PlotsView;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.spi.SimulationOverlays;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;

/**
 * The workbench grows by bundle: the core UI bundle names no method and no view of the simulation;
 * the simulation's bundle and each method's UI bundle add their pages, views, element openers,
 * profile sections and overlays through the core's contribution points, as a third party's would.
 */
class WorkbenchBundlesTest extends WorkbenchTestCase {

    private static final List<String> CORE_DEPENDENCIES = List.of("org.crowdstudio.model", "org.crowdstudio.model.edit", "org.crowdstudio.engine",
            "org.crowdstudio.engine.equinox", "org.crowdstudio.compiler");

    @Test
    void theCoreWorkbenchBundleRequiresNoMethodsBundle() {
        String required = Platform.getBundle("org.crowdstudio.ui").getHeaders().get("Require-Bundle");
        Matcher names = Pattern.compile("(?:^|,)\\s*(org\\.crowdstudio\\.[\\w.]+)").matcher(required);
        List<String> crowdStudioBundles = names.results().map(found -> found.group(1)).toList();

        assertThat(crowdStudioBundles).as("the Crowd Studio bundles org.crowdstudio.ui requires").containsExactlyInAnyOrderElementsOf(CORE_DEPENDENCIES);
    }

    @Test
    void eachMethodsContributionComesFromItsOwnBundle() {
        assertThat(ElementOpeners.problems()).isEmpty();
        assertThat(ProfileSections.problems()).isEmpty();
        assertThat(SimulationOverlays.installed().problems()).isEmpty();

        assertThat(ElementOpeners.all()).extracting(opener -> bundleOf(opener)).contains("org.crowdstudio.ui.fields");
        assertThat(ProfileSections.all()).extracting(ProfileSection::title).contains("Groups (Velocity Connection)");
        assertThat(ProfileSections.all()).extracting(section -> bundleOf(section)).contains("org.crowdstudio.ui.groups");
        assertThat(SimulationOverlays.installed().find(FieldOverlay.ID)).map(overlay -> bundleOf(overlay)).hasValue("org.crowdstudio.ui.fields");
    }

    @Test
    void aKeyframeDoubleClickedInTheTreeOpensItsFieldInTheSketchView() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "vip-in-a-crowd.crowd"));
        IWorkbenchPage page = mainWindow().getActivePage();
        IViewReference shown = page.findViewReference(FieldSketchView.ID);
        if (shown != null) {
            page.hideView(shown);
            flushEvents();
        }
        InteractionField field = editor.scenario().getFields().get(1);
        Keyframe keyframe = field.getKeyframes().get(0);
        page.activate(editor);
        editor.tree().setSelection(new StructuredSelection(keyframe), true);
        flushEvents();

        Tree tree = editor.tree().getTree();
        Event doubleClick = new Event();
        doubleClick.widget = tree;
        doubleClick.display = tree.getDisplay();
        doubleClick.item = tree.getSelection()[0];
        tree.notifyListeners(SWT.DefaultSelection, doubleClick);
        flushEvents();

        IViewReference opened = page.findViewReference(FieldSketchView.ID);
        assertThat(opened).as("the Field Sketch view, opened by the double-click").isNotNull();
        FieldSketchView sketch = (FieldSketchView) opened.getPart(false);
        assertThat(sketch.getPartName()).as("the field the sketch view shows").isEqualTo("Field Sketch: " + field.getName());
    }

    @Test
    void theAuthoringPerspectivePlacesTheViewsOfTheSimulationAndOfTheMethodsFromTheirBundles() {
        IWorkbenchPage page = mainWindow().getActivePage();
        page.resetPerspective();
        flushEvents();

        for (String view : List.of(SimulationView.ID, AgentInspectorView.ID, PlotsView.ID)) {
            IViewReference placed = page.findViewReference(view);
            assertThat(placed).as("the view %s of org.crowdstudio.ui.simulation", view).isNotNull();
            assertThat(bundleOf(placed.getView(true))).isEqualTo("org.crowdstudio.ui.simulation");
        }
        assertThat(page.findViewReference(FieldSketchView.ID)).as("the field sketch editor of org.crowdstudio.ui.fields").isNotNull();
        assertThat(page.findViewReference("org.crowdstudio.ui.views.anisotropicBrush")).as("the field brush of org.crowdstudio.ui.anisotropic")
                .isNotNull();
    }

    @Test
    void anUnexpectedFailureReachesTheErrorLog() throws Exception {
        String failure = "a simulation overlay failed drawing step " + System.nanoTime();
        ILog.of(WorkbenchBundlesTest.class).log(Status.error(failure, new IllegalStateException("broken on purpose")));

        IViewPart errorLog = mainWindow().getActivePage().showView(CrowdAuthoringPerspective.ERROR_LOG);
        flushEvents();

        assertThat(errorLog).as("the Error Log view, in Window > Show View").isNotNull();
        assertThat(errorLog.getTitle()).startsWith("Error Log");
        assertThat(logged()).as("the log the Error Log view reads").contains(failure).contains("broken on purpose");
        mainWindow().getActivePage().hideView(errorLog);
    }

    /**
     * @return the workbench's log with the backups it rolls over into (every megabyte, as Eclipse
     *         does): an entry written just before a roll-over is in the newest backup
     */
    private static String logged() throws Exception {
        Path log = Platform.getLogFileLocation().toFile().toPath();
        StringBuilder text = new StringBuilder();
        try (Stream<Path> files = Files.list(log.getParent())) {
            for (Path file : files.filter(file -> file.getFileName().toString().endsWith(".log")).toList()) {
                text.append(Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        return text.toString();
    }

    private static String bundleOf(Object contribution) {
        return FrameworkUtil.getBundle(contribution.getClass()).getSymbolicName();
    }
}
