package org.crowdstudio.ui.simulation;


/** What the workbench's tests read and press in PlotsView; a test fragment, never shipped. */
public final class PlotsViewProbe {

    private PlotsViewProbe() {
    }

    /** The plotted values of a series ({@link PlotsView#SOCIALISING}, a measure's name, …). */
    public static double[] plotted(PlotsView plotsView, String series) {
        LineChart[] charts = {plotsView.socialising, plotsView.speed, plotsView.pair, plotsView.lengths};
        for (LineChart chart : charts) {
            double[] values = chart.values(series);
            if (values.length > 0) {
                return values;
            }
        }
        return new double[0];
    }
}
