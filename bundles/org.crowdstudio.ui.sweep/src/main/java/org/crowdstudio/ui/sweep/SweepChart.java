package org.crowdstudio.ui.sweep;

import java.text.FieldPosition;
import java.text.Format;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.sweep.Spread;
import org.crowdstudio.sweep.SweepAxis;
import org.crowdstudio.sweep.SweepFolder;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.IErrorBar.ErrorBarType;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ILineSeries.PlotSymbolType;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.swtchart.Range;

/**
 * A measure of a sweep's runs against the values of one thing it varied, as the sweep's own plots
 * draw it: every run a dot, each value's mean a line with its standard deviation as error bars.
 * Values that are not numbers are placed in the order given and named on the axis.
 */
final class SweepChart {

    static final String MEANS = "means";
    static final String RUNS = "runs";

    private final Chart chart;

    SweepChart(Composite parent) {
        chart = new Chart(parent, SWT.NONE);
        chart.getTitle().setFont(parent.getFont());
        chart.getTitle().setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        for (IAxis axis : chart.getAxisSet().getAxes()) {
            axis.getTitle().setFont(parent.getFont());
            axis.getTitle().setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
            axis.getTick().setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        }
        chart.getLegend().setPosition(SWT.BOTTOM);
    }

    Chart control() {
        return chart;
    }

    void show(SweepFolder sweep, int axis, String measure) {
        chart.suspendUpdate(true);
        try {
            draw(sweep, axis, measure);
        } finally {
            chart.suspendUpdate(false);
        }
        chart.redraw();
    }

    private void draw(SweepFolder sweep, int axis, String measure) {
        for (ISeries<?> series : chart.getSeriesSet().getSeries()) {
            chart.getSeriesSet().deleteSeries(series.getId());
        }
        List<SweepFolder.ByValue> byValue = sweep.byValue(axis, measure).stream()
                .filter(value -> !Double.isNaN(value.spread().mean())).toList();
        String path = sweep.axes().get(axis).path();
        IAxis xAxis = chart.getAxisSet().getXAxis(0);
        // Values that are not numbers sit at 0, 1, 2... on a number axis whose ticks are named by them:
        // SWTChart's category axis would put every run's dot at a category of its own.
        boolean categories = byValue.stream().anyMatch(value -> !SweepAxis.isNumber(value.value()));
        List<String> names = byValue.stream().map(SweepFolder.ByValue::value).toList();
        xAxis.getTick().setFormat(categories ? new ValueNames(names) : null);
        if (categories) {
            xAxis.getTick().setTickMarkStepHint(Math.max(16, xAxis.getTick().getTickMarkStepHint()));
        }
        xAxis.getTitle().setText(path);
        chart.getAxisSet().getYAxis(0).getTitle().setText(measure);
        chart.getTitle().setText(NLS.bind(Messages.SweepChart_title, measure, SweepAxis.shortName(path)));
        double[] x = new double[byValue.size()];
        double[] mean = new double[byValue.size()];
        double[] deviation = new double[byValue.size()];
        List<double[]> dots = new ArrayList<>();
        for (int i = 0; i < byValue.size(); i++) {
            SweepFolder.ByValue value = byValue.get(i);
            Spread spread = value.spread();
            x[i] = categories ? i : value.position();
            mean[i] = spread.mean();
            deviation[i] = Double.isNaN(spread.deviation()) ? 0 : spread.deviation();
            for (double run : value.runs()) {
                if (!Double.isNaN(run)) {
                    dots.add(new double[] {x[i], run});
                }
            }
        }
        ILineSeries<?> runs = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, RUNS);
        runs.setDescription(Messages.SweepChart_runs);
        runs.setLineStyle(LineStyle.NONE);
        runs.setSymbolType(PlotSymbolType.CIRCLE);
        runs.setSymbolSize(3);
        runs.setSymbolColor(chart.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        runs.setXSeries(dots.stream().mapToDouble(dot -> dot[0]).toArray());
        runs.setYSeries(dots.stream().mapToDouble(dot -> dot[1]).toArray());
        ILineSeries<?> means = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, MEANS);
        means.setDescription(Messages.SweepChart_meanAndSpread);
        means.setLineColor(chart.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        means.setSymbolColor(chart.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        means.setSymbolType(PlotSymbolType.SQUARE);
        means.setLineWidth(2);
        means.setAntialias(SWT.ON);
        means.setXSeries(x);
        means.setYSeries(mean);
        means.getYErrorBar().setType(ErrorBarType.BOTH);
        means.getYErrorBar().setPlusErrors(deviation);
        means.getYErrorBar().setMinusErrors(deviation);
        means.getYErrorBar().setVisible(true);
        chart.getAxisSet().adjustRange();
        padded(chart.getAxisSet().getYAxis(0));
        padded(xAxis);
    }

    /** Leaves a margin round the points, so that the outermost dots and error bars are not cut by the frame. */
    private static void padded(IAxis axis) {
        Range range = axis.getRange();
        double margin = range.upper > range.lower ? (range.upper - range.lower) * 0.06
                : Math.max(Math.abs(range.upper) * 0.1, 0.5);
        axis.setRange(new Range(range.lower - margin, range.upper + margin));
    }

    /** Names the whole-number ticks of an axis by the values placed there, and leaves the others blank. */
    private static final class ValueNames extends Format {

        private static final long serialVersionUID = 1L;
        private final List<String> names;

        ValueNames(List<String> names) {
            this.names = List.copyOf(names);
        }

        @Override
        public StringBuffer format(Object number, StringBuffer text, FieldPosition position) {
            double value = ((Number) number).doubleValue();
            int index = (int) Math.round(value);
            if (Math.abs(value - index) < 1e-9 && index >= 0 && index < names.size()) {
                text.append(names.get(index));
            }
            return text;
        }

        @Override
        public Object parseObject(String source, ParsePosition position) {
            return null;
        }
    }
}
