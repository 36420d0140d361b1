package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.sim.LiveSimulation;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * {@code crowdstudio bench-drawing}: how fast the simulation view draws a large crowd while it is
 * simulated, and how long the UI thread is ever kept from answering. The standard benchmark's
 * crowd (N agents walking through each other, goal reaching and ORCA) runs on its own thread as
 * in the workbench; a 1280×800 window draws it through the view's own {@link CrowdDrawing}, on
 * the view's frame timer, between the two newest steps as the playing view does
 * ({@link FrameMotion}). A 5 ms heartbeat on the UI thread measures the longest time the thread
 * was busy: what a click or key press would have waited.
 */
public final class DrawingBenchmark implements IApplication {

    private static final int HEARTBEAT_MILLIS = 5;
    private static final double WARM_UP_SECONDS = 3;

    @Override
    public Object start(IApplicationContext context) {
        String[] arguments = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS, new String[0]);
        Options options;
        try {
            options = Options.parse(arguments);
        } catch (IllegalArgumentException wrong) {
            System.err.println(NLS.bind(Messages.DrawingBenchmark_crowdstudioBenchDrawing0, wrong.getMessage()));
            System.err.println(Options.USAGE);
            return 2;
        }
        if (options == null) {
            System.out.println(Options.USAGE);
            return EXIT_OK;
        }
        Display display = new Display();
        try {
            System.out.println(String.format(Locale.ROOT, Messages.DrawingBenchmark_drawingDAgentsAtPace, options.agents,
                    options.pace == 0 ? Messages.DrawingBenchmark_asFastAsPossible : options.pace + "×", options.seconds, WARM_UP_SECONDS,
                    options.threads == 0 ? Messages.DrawingBenchmark_everyProcessor : options.threads + " threads"));
            Result result = run(display, options);
            System.out.println(result.table());
            return EXIT_OK;
        } finally {
            display.dispose();
        }
    }

    private static Result run(Display display, Options options) {
        Shell shell = new Shell(display);
        shell.setText(Messages.DrawingBenchmark_crowdStudioDrawingBenchmark);
        shell.setLayout(new FillLayout());
        Canvas canvas = new Canvas(shell, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        shell.setSize(1280, 800);
        shell.open();
        Simulation simulation = new StandardBenchmark(EquinoxAlgorithms.registry()).simulation(options.agents, options.threads, 1);
        Overlays overlays = new Overlays(display, canvas::redraw, () -> { }, problem -> { });
        FramePublisher frames = new FramePublisher(simulation, new ConversationTracker(options.agents), overlays.contributed());
        double side = StandardBenchmark.side(options.agents);
        MetreView view = new MetreView();
        CrowdDrawing drawing = new CrowdDrawing(display, overlays, canvas::redraw);
        drawing.newRun(List.of(), new double[] {0, 0, side, side}, new Color[] {new Color(display, 0x4E, 0x79, 0xA7)}, new int[options.agents], -1);
        Measures measures = new Measures();
        canvas.addListener(SWT.Resize, event -> {
            view.resize(canvas.getClientArea().width, canvas.getClientArea().height);
            view.fit(0, 0, side, side);
        });
        view.resize(canvas.getClientArea().width, canvas.getClientArea().height);
        view.fit(0, 0, side, side);
        Frame[] drawn = new Frame[1];
        Frame[] lastShown = new Frame[1];
        double[] progress = {1};
        canvas.addPaintListener(event -> {
            long start = System.nanoTime();
            FrameMotion motion = frames.motion();
            progress[0] = motion.progress(start);
            Frame shown = drawing.paint(event.gc, canvas.getClientArea(), view, motion.at(progress[0]), true, -1, -1);
            drawn[0] = motion.to();
            measures.painted(System.nanoTime() - start, shown != lastShown[0]);
            lastShown[0] = shown;
        });
        try (LiveSimulation live = new LiveSimulation(simulation)) {
            live.addObserver(frames);
            live.setPace(options.pace);
            live.play();
            // The view's own timer: redraw when a newer step is there or the crowd is still moving to it.
            Runnable[] tick = new Runnable[1];
            tick[0] = () -> {
                if (!canvas.isDisposed()) {
                    if (frames.latest() != drawn[0] || progress[0] < 1) {
                        canvas.redraw();
                    }
                    display.timerExec(SimulationView.FRAME_MILLIS, tick[0]);
                }
            };
            display.timerExec(SimulationView.FRAME_MILLIS, tick[0]);
            Runnable[] heartbeat = new Runnable[1];
            heartbeat[0] = () -> {
                measures.beat();
                display.timerExec(HEARTBEAT_MILLIS, heartbeat[0]);
            };
            display.timerExec(HEARTBEAT_MILLIS, heartbeat[0]);
            long begin = System.nanoTime();
            long measuredFrom = begin + (long) (WARM_UP_SECONDS * 1e9);
            long end = measuredFrom + (long) (options.seconds * 1e9);
            boolean measuring = false;
            long stepsAtStart = 0;
            while (System.nanoTime() < end && !shell.isDisposed()) {
                if (!measuring && System.nanoTime() >= measuredFrom) {
                    measuring = true;
                    stepsAtStart = frames.latest().step();
                    measures.start();
                }
                if (!display.readAndDispatch()) {
                    display.sleep();
                }
            }
            long steps = frames.latest().step() - stepsAtStart;
            return measures.result(options.agents, steps);
        } finally {
            drawing.dispose();
            shell.dispose();
        }
    }

    @Override
    public void stop() {
        // The benchmark ends by itself within its run time.
    }

    /** What the UI thread did while measured. */
    private static final class Measures {

        private long[] paintNanos = new long[1024];
        private int paints;
        /** Paints that showed the crowd elsewhere than the paint before. */
        private int moves;
        private long lastBeat;
        private long longestGap;
        private long started;
        private boolean on;

        void start() {
            paints = 0;
            moves = 0;
            longestGap = 0;
            lastBeat = System.nanoTime();
            started = lastBeat;
            on = true;
        }

        void painted(long nanos, boolean moved) {
            if (!on) {
                return;
            }
            if (moved) {
                moves++;
            }
            if (paints == paintNanos.length) {
                paintNanos = Arrays.copyOf(paintNanos, 2 * paints);
            }
            paintNanos[paints++] = nanos;
        }

        void beat() {
            long now = System.nanoTime();
            if (on) {
                longestGap = Math.max(longestGap, now - lastBeat);
            }
            lastBeat = now;
        }

        Result result(int agents, long steps) {
            double seconds = (System.nanoTime() - started) / 1e9;
            long[] sorted = Arrays.copyOf(paintNanos, paints);
            Arrays.sort(sorted);
            double longestPaint = sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6;
            double longestBlock = Math.max(0, longestGap / 1e6 - HEARTBEAT_MILLIS);
            return new Result(agents, seconds, paints / seconds, moves / seconds, steps / seconds, percentile(sorted, 0.5),
                    percentile(sorted, 0.95), longestPaint, longestBlock);
        }

        private static double percentile(long[] sorted, double fraction) {
            return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] / 1e6;
        }
    }

    /** The measured figures, printed as a table row. */
    private record Result(int agents, double seconds, double framesPerSecond, double movesPerSecond, double stepsPerSecond,
            double medianPaintMillis, double p95PaintMillis, double longestPaintMillis, double longestBlockMillis) {

        String table() {
            return NLS.bind(Messages.DrawingBenchmark_agentsFramesSStepsS,
                    String.format(Locale.ROOT, "| %,d | %.1f | %.1f | %.1f | %.1f / %.1f / %.1f | %.0f |", agents, framesPerSecond,
                            movesPerSecond, stepsPerSecond, medianPaintMillis, p95PaintMillis, longestPaintMillis,
                            longestBlockMillis));
        }
    }

    /** The command line: {@code [--agents N] [--seconds S] [--pace P] [--threads T]}. */
    private record Options(int agents, double seconds, double pace, int threads) {

        static final String USAGE = Messages.DrawingBenchmark_usageCrowdstudioBenchDrawingAgents;

        /** @return the options, or null if help was asked for */
        static Options parse(String[] arguments) {
            int agents = 10_000;
            double seconds = 10;
            double pace = 1;
            int threads = 0;
            for (int i = 0; i < arguments.length; i++) {
                String name = arguments[i];
                if (name.equals("--help") || name.equals("-h")) {
                    return null;
                }
                if (i + 1 >= arguments.length) {
                    throw new IllegalArgumentException(NLS.bind(Messages.DrawingBenchmark_0NeedsAValue, name));
                }
                String value = arguments[++i];
                try {
                    switch (name) {
                        case "--agents" -> agents = Integer.parseInt(value);
                        case "--seconds" -> seconds = Double.parseDouble(value);
                        case "--pace" -> pace = Double.parseDouble(value);
                        case "--threads" -> threads = Integer.parseInt(value);
                        default -> throw new IllegalArgumentException("unknown option '" + name + "'");
                    }
                } catch (NumberFormatException notANumber) {
                    throw new IllegalArgumentException(NLS.bind(Messages.DrawingBenchmark_0TakesANumberNot, name, value));
                }
            }
            if (agents < 1 || !(seconds > 0) || !(pace >= 0) || threads < 0) {
                throw new IllegalArgumentException("--agents must be at least 1, --seconds above 0, --pace and --threads 0 or more");
            }
            return new Options(agents, seconds, pace, threads);
        }
    }
}
