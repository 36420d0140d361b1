package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ILineSeries.PlotSymbolType;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.Range;

/** One SWTChart line chart of figures over simulation time (or another key), its series replaced as a run goes on. */
final class LineChart {

    private final Chart chart;
    private final Range fixedY;
    private final Set<String> current = new HashSet<>();

    /**
     * @param fixedY the value axis' range, or null to fit the data
     */
    LineChart(Composite parent, String title, String valueTitle, Range fixedY) {
        this(parent, title, Messages.LineChart_timeS, valueTitle, fixedY);
    }

    /**
     * @param fixedY the value axis' range, or null to fit the data
     */
    LineChart(Composite parent, String title, String keyTitle, String valueTitle, Range fixedY) {
        chart = new Chart(parent, SWT.NONE);
        chart.getTitle().setText(title);
        chart.getTitle().setFont(parent.getFont());
        chart.getTitle().setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        // The axes say what they measure in the view's own font: SWTChart's large bold titles crowd a small chart.
        for (IAxis axis : chart.getAxisSet().getAxes()) {
            axis.getTitle().setFont(parent.getFont());
            axis.getTitle().setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
            axis.getTick().setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        }
        chart.getAxisSet().getXAxis(0).getTitle().setText(keyTitle);
        chart.getAxisSet().getYAxis(0).getTitle().setText(valueTitle);
        chart.getLegend().setPosition(SWT.BOTTOM);
        this.fixedY = fixedY;
    }

    Chart control() {
        return chart;
    }

    /** Starts an update: series not set again before {@link #finish()} are removed. */
    void begin() {
        current.clear();
        chart.suspendUpdate(true);
    }

    /**
     * Sets a series' points.
     *
     * @param area whether to fill under it as steps, for a yes/no span (talking)
     */
    void set(String name, Color colour, double[] times, double[] values, boolean area) {
        current.add(name);
        @SuppressWarnings("unchecked")
        ILineSeries<Object> series = (ILineSeries<Object>) chart.getSeriesSet().getSeries(name);
        if (series == null) {
            series = (ILineSeries<Object>) chart.getSeriesSet().createSeries(SeriesType.LINE, name);
            series.setSymbolType(PlotSymbolType.NONE);
            series.setLineColor(colour);
            series.setLineWidth(area ? 1 : 2);
            series.setAntialias(SWT.ON);
            series.enableArea(area);
            series.enableStep(area);
        }
        series.setXSeries(times);
        series.setYSeries(values);
    }

    void finish() {
        for (ISeries<?> series : chart.getSeriesSet().getSeries()) {
            if (!current.contains(series.getId())) {
                chart.getSeriesSet().deleteSeries(series.getId());
            }
        }
        chart.getAxisSet().adjustRange();
        if (fixedY != null) {
            chart.getAxisSet().getYAxis(0).setRange(fixedY);
        }
        chart.suspendUpdate(false);
        chart.redraw();
    }

    /** The values of a series now plotted; empty if there is none. */
    double[] values(String name) {
        ISeries<?> series = chart.getSeriesSet().getSeries(name);
        return series == null ? new double[0] : Arrays.copyOf(series.getYSeries(), series.getYSeries().length);
    }

    void setTitle(String title) {
        chart.getTitle().setText(title);
    }
}
