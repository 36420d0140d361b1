package org.crowdstudio.sweep.spark;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Rectangle;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.sweep.RunResult;
import org.crowdstudio.sweep.Spread;
import org.crowdstudio.sweep.SweepAxis;
import org.crowdstudio.sweep.SweepPlan;
import org.crowdstudio.sweep.SweepTables;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/**
 * Plots of each measure against each swept value, as PNG and SVG in {@code DIR/plots}: every run
 * as a faint dot, each point's mean as a line with its standard deviation as error bars. Where a
 * sweep varies more than one thing, each combination of the others is a line of its own (up to
 * {@link #MOST_LINES}; beyond that the others are averaged over). Values that are not numbers
 * (an algorithm's name) are placed in the order given, named on the axis.
 */
final class SweepPlots {

    static final String FOLDER = "plots";
    private static final int MOST_LINES = 8;
    private static final int WIDTH = 900;
    private static final int HEIGHT = 560;
    /** Measures every run of a sweep has alike, and the time a run took: nothing to plot. */
    private static final Set<String> NOT_PLOTTED = Set.of("agents", "steps", "simulated_s");

    private SweepPlots() {
    }

    /** @return the files written, PNG then SVG for each plot */
    static List<Path> write(Path folder, SweepPlan plan, List<RunResult> results) throws IOException {
        Path plots = Files.createDirectories(folder.resolve(FOLDER));
        List<Path> written = new ArrayList<>();
        for (int axis = 0; axis < plan.axes().size(); axis++) {
            for (String measure : SweepTables.measureColumns(results)) {
                if (NOT_PLOTTED.contains(measure) || results.stream().allMatch(result ->
                        Double.isNaN(SweepTables.value(result, measure)))) {
                    continue;
                }
                JFreeChart chart = chart(plan, axis, measure, results);
                String name = measure + "-by-" + fileName(plan, axis);
                Path png = plots.resolve(name + ".png");
                ChartUtils.saveChartAsPNG(png.toFile(), chart, WIDTH, HEIGHT);
                SVGGraphics2D svg = new SVGGraphics2D(WIDTH, HEIGHT);
                chart.draw(svg, new Rectangle(0, 0, WIDTH, HEIGHT));
                Path svgFile = plots.resolve(name + ".svg");
                SVGUtils.writeToSVG(svgFile.toFile(), svg.getSVGElement());
                written.add(png);
                written.add(svgFile);
            }
        }
        return written;
    }

    private static JFreeChart chart(SweepPlan plan, int axis, String measure, List<RunResult> results) {
        List<String> values = plan.axes().get(axis).values();
        boolean numeric = values.stream().allMatch(SweepAxis::isNumber);
        Map<String, Map<String, List<Double>>> byLine = new LinkedHashMap<>();
        Set<String> lines = new LinkedHashSet<>();
        results.forEach(result -> lines.add(others(plan, axis, result)));
        boolean separateLines = lines.size() <= MOST_LINES;
        XYSeries runs = new XYSeries("runs");
        for (RunResult result : results) {
            String x = result.spec().values().get(axis);
            double y = SweepTables.value(result, measure);
            if (Double.isNaN(y)) {
                continue;
            }
            String line = separateLines ? others(plan, axis, result) : "";
            byLine.computeIfAbsent(line, key -> new LinkedHashMap<>()).computeIfAbsent(x, key ->
                    new ArrayList<>()).add(y);
            runs.add(position(values, x, numeric), y);
        }
        YIntervalSeriesCollection means = new YIntervalSeriesCollection();
        for (Map.Entry<String, Map<String, List<Double>>> line : byLine.entrySet()) {
            YIntervalSeries series = new YIntervalSeries(line.getKey().isEmpty() ? "mean and spread" : line.getKey());
            for (Map.Entry<String, List<Double>> point : line.getValue().entrySet()) {
                Spread spread = Spread.of(point.getValue().stream().mapToDouble(Double::doubleValue).toArray());
                double deviation = Double.isNaN(spread.deviation()) ? 0 : spread.deviation();
                series.add(position(values, point.getKey(), numeric), spread.mean(), spread.mean() - deviation,
                        spread.mean() + deviation);
            }
            means.addSeries(series);
        }
        String path = plan.axes().get(axis).path();
        NumberAxis xAxis = numeric ? new NumberAxis(path) : new SymbolAxis(path, values.toArray(String[]::new));
        xAxis.setAutoRangeIncludesZero(false);
        NumberAxis yAxis = new NumberAxis(measure);
        yAxis.setAutoRangeIncludesZero(false);
        XYErrorRenderer meanRenderer = new XYErrorRenderer();
        meanRenderer.setDefaultLinesVisible(true);
        meanRenderer.setDefaultStroke(new BasicStroke(2f));
        meanRenderer.setAutoPopulateSeriesStroke(false);
        XYPlot plot = new XYPlot(means, xAxis, yAxis, meanRenderer);
        XYLineAndShapeRenderer dots = new XYLineAndShapeRenderer(false, true);
        dots.setSeriesPaint(0, new Color(0, 0, 0, 60));
        dots.setSeriesShape(0, new java.awt.geom.Ellipse2D.Double(-2.5, -2.5, 5, 5));
        plot.setDataset(1, new XYSeriesCollection(runs));
        plot.setRenderer(1, dots);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(220, 220, 220));
        plot.setRangeGridlinePaint(new Color(220, 220, 220));
        JFreeChart chart = new JFreeChart(measure + " by " + SweepAxis.shortName(path), JFreeChart.DEFAULT_TITLE_FONT,
                plot,
                true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /** @return the other axes' values of the run, as a line's name */
    private static String others(SweepPlan plan, int axis, RunResult result) {
        List<String> settings = new ArrayList<>();
        for (int other = 0; other < plan.axes().size(); other++) {
            if (other != axis) {
                settings.add(SweepAxis.shortName(plan.axes().get(other).path()) + "=" + result.spec().values()
                        .get(other));
            }
        }
        return String.join(", ", settings);
    }

    private static double position(List<String> values, String value, boolean numeric) {
        return numeric ? new BigDecimal(value).doubleValue() : values.indexOf(value);
    }

    /** @return the axis's last path segment, or its whole path where another axis ends alike */
    private static String fileName(SweepPlan plan, int axis) {
        String last = SweepAxis.shortName(plan.axes().get(axis).path());
        long alike = plan.axes().stream().filter(other -> SweepAxis.shortName(other.path()).equals(last)).count();
        String name = alike > 1 ? plan.axes().get(axis).path() : last;
        return name.replaceAll("[^A-Za-z0-9_-]+", "_").replaceAll("^_+|_+$", "");
    }
}
