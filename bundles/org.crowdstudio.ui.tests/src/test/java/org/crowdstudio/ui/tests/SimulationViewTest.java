package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.distinctColours;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.screenshot;
import static org.crowdstudio.ui.tests.Screens.waitUntil;

import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.simulation.SimulationView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
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

    @Test
    void loweringGlobalInterestWithTheSliderStopsThePartyTalking() throws Exception {
        SimulationView view = simulate("party-with-waiters.crowd");
        choose(view.speedChooser(), FOUR_TIMES);
        press(view.playButton());

        waitForTime(view, 40);
        double talkingBefore = meanSocialising(view, 20);
        view.interestSlider().setSelection(0);
        view.interestSlider().notifyListeners(SWT.Selection, event(view.interestSlider()));
        waitForTime(view, view.simulationTime() + 30);
        double talkingAfter = meanSocialising(view, 20);

        assertThat(talkingBefore).as("fraction of the party socialising at GlobalInterest 1").isGreaterThan(0.1);
        assertThat(talkingAfter).as("fraction socialising after GlobalInterest is lowered to 0, against %.2f before", talkingBefore)
                .isLessThan(talkingBefore / 2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"hide-and-seek", "vip-in-a-crowd", "museum"})
    void screenshotOfTheSimulationOfEachInteractionFieldScenario(String example) throws Exception {
        SimulationView view = simulate(example + ".crowd");
        choose(view.speedChooser(), FOUR_TIMES);
        press(view.playButton());
        waitForTime(view, 8);
        press(view.playButton());
        flushEvents();

        ImageData picture = screenshot(mainWindow().getShell(), "simulation-" + example + ".png");

        assertThat(view.simulationTime()).isGreaterThanOrEqualTo(8);
        assertThat(distinctColours(picture)).isGreaterThan(12);
    }

    private SimulationView simulate(String example) throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, example));
        IWorkbenchPage page = mainWindow().getActivePage();
        page.activate(editor);
        SimulationView view = (SimulationView) page.showView(SimulationView.ID);
        if (view.playButton().getSelection()) {
            press(view.playButton());
        }
        view.load();
        waitUntil(() -> view.simulationTime() == 0 && view.getPartName().contains(example), 20_000, example + " is compiled and shown");
        return view;
    }

    private static void waitForTime(SimulationView view, double seconds) {
        waitUntil(() -> view.simulationTime() >= seconds, 120_000, "simulation time reaches " + seconds + " s");
    }

    /** The socialising fraction averaged over the next stretch of simulation time, sampled as the view draws. */
    private static double meanSocialising(SimulationView view, double seconds) {
        double end = view.simulationTime() + seconds;
        double sum = 0;
        int samples = 0;
        Display display = Display.getCurrent();
        while (view.simulationTime() < end) {
            if (!display.readAndDispatch()) {
                sum += view.socialisingFraction();
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
