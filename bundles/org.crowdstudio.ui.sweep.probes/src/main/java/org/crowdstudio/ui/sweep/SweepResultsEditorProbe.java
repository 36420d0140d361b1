package org.crowdstudio.ui.sweep;

import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swtchart.ISeries;

/** What the workbench's tests read and press in the Sweep Results editor; a test fragment, never shipped. */
public final class SweepResultsEditorProbe {

    private SweepResultsEditorProbe() {
    }

    public static Combo measureChoice(SweepResultsEditor editor) {
        return editor.measureChoice;
    }

    public static Table runs(SweepResultsEditor editor) {
        return editor.runs;
    }

    /** @return the y values of the chart's means, one per value of the axis shown */
    public static double[] means(SweepResultsEditor editor) {
        return series(editor, SweepChart.MEANS).getYSeries();
    }

    /** @return the y values of the chart's dots, one per run */
    public static double[] runValues(SweepResultsEditor editor) {
        return series(editor, SweepChart.RUNS).getYSeries();
    }

    /** @return the standard deviations drawn as error bars over the means */
    public static double[] spreads(SweepResultsEditor editor) {
        return series(editor, SweepChart.MEANS).getYErrorBar().getPlusErrors();
    }

    /** Selects a row of the runs table and opens that run, as a double-click does. */
    public static void openRun(SweepResultsEditor editor, int row) {
        editor.runs.setSelection(row);
        editor.openSelectedRun();
    }

    private static ISeries<?> series(SweepResultsEditor editor, String id) {
        return editor.chart.control().getSeriesSet().getSeries(id);
    }
}
