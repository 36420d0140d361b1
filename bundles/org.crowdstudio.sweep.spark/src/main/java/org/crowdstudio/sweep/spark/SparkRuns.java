package org.crowdstudio.sweep.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.crowdstudio.sweep.RunResult;
import org.crowdstudio.sweep.RunSpec;
import org.crowdstudio.sweep.SweepScenario;

/**
 * Does a sweep's runs as Spark tasks, one task per run, and hands each result back as soon as it
 * is in, so that finished runs are kept whatever happens to the rest. The scenario travels once,
 * as a broadcast; a run needs nothing else. Embedded local Spark on every core here by default; a
 * cluster's master URL runs the same job there, its executors given Crowd Studio's jars.
 */
final class SparkRuns implements AutoCloseable {

    /** Runs submitted ahead of those done, so that a cluster's cores never wait for the driver. */
    private static final int AHEAD_PER_CORE = 4;

    /** What to do with each finished run, on the driver's thread. */
    interface Finished {
        void run(RunResult result) throws IOException;
    }

    private final JavaSparkContext spark;
    private volatile boolean stopping;

    /**
     * @param master a Spark master URL; null for embedded local Spark on every core
     * @param jars the folder of the driver's jars; those of Crowd Studio and EMF go to a cluster's executors
     */
    SparkRuns(String master, String appName, Path jars) throws IOException {
        SparkConf conf = new SparkConf().setAppName(appName).setMaster(master == null ? "local[*]" : master)
                .set("spark.ui.enabled", "false")
                // One run is one task; a run that fails fails the same way again.
                .set("spark.task.maxFailures", "1");
        if (master != null && !master.startsWith("local")) {
            conf.set("spark.jars", String.join(",", applicationJars(jars)));
        }
        spark = new JavaSparkContext(conf);
        spark.setLogLevel("FATAL");
    }

    /** @return how many runs Spark can do at once */
    int cores() {
        return spark.defaultParallelism();
    }

    /**
     * Runs each one and hands over its result as it comes in; returns when all are done or
     * {@link #stop()} was called.
     *
     * @throws ExecutionException when a run fails: its cause says why
     */
    void run(SweepScenario sweep, List<RunSpec> runs, Finished finished) throws ExecutionException, IOException, InterruptedException {
        Broadcast<SweepScenario> shipped = spark.broadcast(sweep);
        Deque<RunSpec> waiting = new ArrayDeque<>(runs);
        Deque<JavaFutureAction<List<RunResult>>> running = new ArrayDeque<>();
        int ahead = Math.max(8, AHEAD_PER_CORE * cores());
        while (!stopping && (!waiting.isEmpty() || !running.isEmpty())) {
            while (!waiting.isEmpty() && running.size() < ahead) {
                RunSpec spec = waiting.poll();
                running.add(spark.parallelize(List.of(spec), 1).map(run -> shipped.value().run(run)).collectAsync());
            }
            List<JavaFutureAction<List<RunResult>>> done = new ArrayList<>();
            for (JavaFutureAction<List<RunResult>> future : running) {
                if (future.isDone()) {
                    done.add(future);
                }
            }
            if (done.isEmpty()) {
                try {
                    running.peek().get(50, TimeUnit.MILLISECONDS);
                } catch (TimeoutException | ExecutionException | CancellationException notYetOrFailed) {
                    // Looked at with the others on the next turn.
                }
                continue;
            }
            for (JavaFutureAction<List<RunResult>> future : done) {
                running.remove(future);
                if (!stopping) {
                    finished.run(future.get().get(0));
                }
            }
        }
        if (stopping) {
            running.forEach(future -> future.cancel(true));
        }
    }

    /** Asks the runs to stop: those running are cancelled, those finished are kept. */
    void stop() {
        stopping = true;
        spark.cancelAllJobs();
    }

    @Override
    public void close() {
        spark.close();
    }

    /** @return the jars a cluster's executors need to do a run: Crowd Studio's and EMF's; Spark's own they have */
    static List<String> applicationJars(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> {
                String name = file.getFileName().toString();
                return name.endsWith(".jar") && (name.startsWith("org.crowdstudio.") || name.startsWith("org.eclipse.emf."));
            }).map(file -> file.toAbsolutePath().toUri().toString()).sorted().toList();
        }
    }
}
