package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;

import org.crowdstudio.ui.canvas.Panels;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Range;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.part.ViewPart;

/**
 * The running simulation's figures over time (TA paper Fig. 4): the fraction of agents
 * socialising and walking in pairs, the crowd's mean speed, and the interest of the inspected
 * agent in the one watched beside it, with the interest they need to talk and the spans they
 * socialised with each other; and how long the run's conversations last, as a histogram.
 * Follows what the Simulation view publishes of its run through the workbench's selection service,
 * a few times a second while it plays.
 */
public final class PlotsView extends ViewPart {

    public static final String ID = "org.crowdstudio.ui.views.plots";

    public static final String SOCIALISING = Messages.PlotsView_socialising;
    public static final String PAIR_WALKING = Messages.PlotsView_walkingInPairs;
    public static final String MEAN_SPEED = Messages.PlotsView_meanSpeed;
    public static final String TOGETHER = Messages.PlotsView_socialisingTogether;
    public static final String CONVERSATION_LENGTHS = Messages.PlotsView_conversations;

    /** The conversation-length histogram: bins of this many seconds, the last holding every longer one. */
    private static final double LENGTH_BIN = 2;
    private static final int LENGTH_BINS = 30;
    /** Colours of the pair's measures, in the order the stages write them. */
    private static final int[][] MEASURE_COLOURS = {{31, 119, 180}, {214, 39, 40}, {148, 103, 189}, {140, 86, 75}};

    LineChart socialising;
    LineChart speed;
    LineChart pair;
    LineChart lengths;
    private int lengthsShown = -1;
    private Color talking;
    private Color walking;
    private Color moving;
    private Color together;
    private Color[] measureColours;
    private RunHistory.Snapshot shown;
    private final ISelectionListener runListener = (part, selection) -> follow(RunState.of(selection));

    @Override
    public void createPartControl(Composite parent) {
        Composite body = Panels.column(parent);
        // Side by side: the view sits in a wide, low folder.
        SashForm stack = new SashForm(body, SWT.HORIZONTAL);
        stack.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        socialising = new LineChart(stack, Messages.PlotsView_agentsSocialising, "%", new Range(0, 100));
        speed = new LineChart(stack, Messages.PlotsView_meanSpeed, "m/s", null);
        pair = new LineChart(stack, Messages.PlotsView_watchedPair, Messages.PlotsView_interest, new Range(0, 1.2));
        lengths = new LineChart(stack, Messages.PlotsView_conversationLengths,
                Messages.PlotsView_lengthS, Messages.PlotsView_conversations, null);
        talking = new Color(body.getDisplay(), 255, 127, 14);
        walking = new Color(body.getDisplay(), 44, 160, 44);
        moving = new Color(body.getDisplay(), 78, 121, 167);
        together = new Color(body.getDisplay(), 198, 230, 198);
        measureColours = new Color[MEASURE_COLOURS.length];
        for (int i = 0; i < measureColours.length; i++) {
            measureColours[i] = new Color(body.getDisplay(), MEASURE_COLOURS[i][0], MEASURE_COLOURS[i][1], MEASURE_COLOURS[i][2]);
        }
        getSite().getPage().addSelectionListener(SimulationView.ID, runListener);
        follow(RunState.of(getSite().getPage().getSelection(SimulationView.ID)));
    }

    /** Plots what the Simulation view published last. */
    private void follow(RunState state) {
        if (state == null || pair.control().isDisposed()) {
            return;
        }
        RunHistory.Snapshot history = state.history();
        if (history != null && !sameAsShown(history)) {
            show(history, state.labels());
        }
        showLengths(state.conversationLengths());
    }

    private boolean sameAsShown(RunHistory.Snapshot history) {
        return shown != null && shown.times().length == history.times().length && shown.pairTimes().length == history.pairTimes().length
                && (history.times().length == 0 || shown.times()[shown.times().length - 1] == history.times()[history.times().length - 1])
                && shown.agent() == history.agent() && shown.counterpart() == history.counterpart();
    }

    private void show(RunHistory.Snapshot history, IntFunction<String> labels) {
        shown = history;
        socialising.begin();
        socialising.set(SOCIALISING, talking, history.times(), percent(history.socialising()), false);
        socialising.set(PAIR_WALKING, walking, history.times(), percent(history.pairWalking()), false);
        socialising.finish();
        speed.begin();
        speed.set(MEAN_SPEED, moving, history.times(), history.meanSpeed(), false);
        speed.finish();
        pair.begin();
        if (history.counterpart() >= 0) {
            pair.setTitle(NLS.bind(Messages.PlotsView_interestOf0In1, labels.apply(history.agent()), labels.apply(history.counterpart())));
            pair.set(TOGETHER, together, history.pairTimes(), history.together(), true);
            int next = 0;
            for (Map.Entry<String, double[]> measure : history.pairMeasures().entrySet()) {
                pair.set(measure.getKey(), measureColours[next++ % measureColours.length], history.pairTimes(), measure.getValue(), false);
            }
        } else {
            pair.setTitle(history.agent() >= 0 ? NLS.bind(Messages.PlotsView_shiftClickAnotherAgentTo, labels.apply(history.agent()))
                    : Messages.PlotsView_clickAnAgentThenShift);
        }
        pair.finish();
    }

    /** The lengths of the conversations that ended, as a histogram with the median in its title (TA paper Table 1's "brief" and "long"). */
    private void showLengths(double[] ended) {
        if (ended.length == lengthsShown) {
            return;
        }
        lengthsShown = ended.length;
        double[] bins = new double[LENGTH_BINS + 1];
        double[] counts = new double[LENGTH_BINS + 1];
        for (int b = 0; b <= LENGTH_BINS; b++) {
            bins[b] = b * LENGTH_BIN;
        }
        for (double length : ended) {
            counts[Math.min(LENGTH_BINS - 1, (int) (length / LENGTH_BIN))]++;
        }
        // A step chart draws each bin's count from its start to the next: the closing point repeats the last.
        counts[LENGTH_BINS] = counts[LENGTH_BINS - 1];
        double[] sorted = ended.clone();
        Arrays.sort(sorted);
        lengths.begin();
        lengths.setTitle(sorted.length == 0 ? Messages.PlotsView_conversationLengthsNoneEndedYet
                : String.format(Locale.ROOT, Messages.PlotsView_dConversationsMedian1fS, sorted.length, sorted[(sorted.length - 1) / 2]));
        lengths.set(CONVERSATION_LENGTHS, talking, bins, counts, true);
        lengths.finish();
    }

    private static double[] percent(double[] fractions) {
        double[] percent = new double[fractions.length];
        for (int i = 0; i < fractions.length; i++) {
            percent[i] = 100 * fractions[i];
        }
        return percent;
    }

    @Override
    public void setFocus() {
        pair.control().setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removeSelectionListener(SimulationView.ID, runListener);
        super.dispose();
    }
}
