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
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.crowdstudio.sweep.RunResult;
import org.crowdstudio.sweep.RunSpec;
import org.crowdstudio.sweep.SweepException;
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
    /** How long a cluster may give no executor before the person waiting is told. */
    private static final long WAIT_NOTICE_NANOS = 20_000_000_000L;

    /** What to do with each finished run, on the driver's thread. */
    interface Finished {
        void run(RunResult result) throws IOException;
    }

    private final JavaSparkContext spark;
    private final String master;
    private volatile boolean stopping;

    /**
     * Settings given as {@code -Dspark.*} system properties (through CROWDSTUDIO_JAVA_OPTIONS) win
     * over the driver's own, except that the jars a run needs are added to any already named.
     *
     * @param master a Spark master URL; null for embedded local Spark on every core
     * @param jars the folder of the driver's jars; those of Crowd Studio and EMF go to a cluster's executors
     * @throws SweepException when Spark cannot start with this master
     */
    SparkRuns(String master, String appName, Path jars) throws IOException, SweepException {
        this.master = master == null ? "local[*]" : master;
        SparkConf conf = new SparkConf().setAppName(appName).setMaster(this.master).setIfMissing("spark.ui.enabled",
                "false");
        if (!this.master.startsWith("local")) {
            List<String> shipped = new ArrayList<>(applicationJars(jars));
            String named = conf.get("spark.jars", "");
            if (!named.isBlank()) {
                shipped.add(0, named);
            }
            conf.set("spark.jars", String.join(",", shipped));
        }
        if ("yarn".equals(master) && System.getenv("HADOOP_CONF_DIR") == null
                && System.getenv("YARN_CONF_DIR") == null) {
            // As spark-submit says: without them Spark retries a resource manager on this machine forever.
            throw new SweepException("--master yarn needs HADOOP_CONF_DIR or YARN_CONF_DIR set to the folder of the "
                    + "cluster's configuration");
        }
        try {
            spark = new JavaSparkContext(conf);
        } catch (Exception cannotStart) {
            throw new SweepException("Spark cannot start" + (master == null ? "" : " with --master " + master) + ": "
                    + cannotStart.getMessage());
        }
        spark.setLogLevel("FATAL");
    }

    /** @return how many runs Spark can do at once now; a cluster's executors may still be coming */
    int cores() {
        return spark.defaultParallelism();
    }

    /**
     * Runs each one and hands over its result as it comes in. Returns when all are done, or when
     * {@link #stop()} was called and the runs in flight are cancelled; a run that finished is
     * handed over even then. After a failed run no more are started, and those in flight finish.
     *
     * @param notice told once when a cluster has given no executor for a while
     * @throws ExecutionException for the first run that failed: its cause names the run and says why
     */
    void run(SweepScenario sweep, List<RunSpec> runs, Finished finished, Consumer<String> notice)
            throws ExecutionException, IOException, InterruptedException {
        Broadcast<SweepScenario> shipped = spark.broadcast(sweep);
        Deque<RunSpec> waiting = new ArrayDeque<>(runs);
        List<JavaFutureAction<List<RunResult>>> running = new ArrayList<>();
        ExecutionException failure = null;
        long lastProgress = System.nanoTime();
        boolean noticed = false;
        boolean cancelled = false;
        while (!waiting.isEmpty() || !running.isEmpty()) {
            if (stopping || failure != null) {
                waiting.clear();
            }
            if (stopping && !cancelled) {
                running.forEach(future -> future.cancel(true));
                cancelled = true;
            }
            // Spark learns of a cluster's executors as they register: ask again every turn.
            int ahead = Math.max(8, AHEAD_PER_CORE * cores());
            while (!waiting.isEmpty() && running.size() < ahead) {
                RunSpec spec = waiting.poll();
                running.add(spark.parallelize(List.of(spec), 1).map(run -> runNamed(shipped.value(),
                        run)).collectAsync());
            }
            List<JavaFutureAction<List<RunResult>>> done = running.stream().filter(JavaFutureAction::isDone).toList();
            for (JavaFutureAction<List<RunResult>> future : done) {
                running.remove(future);
                try {
                    finished.run(future.get().get(0));
                    lastProgress = System.nanoTime();
                } catch (CancellationException stopped) {
                    // Cancelled by a stop: not a failure.
                } catch (ExecutionException failed) {
                    if (!stopping && failure == null) {
                        failure = failed;
                    }
                }
            }
            if (done.isEmpty() && !running.isEmpty()) {
                if (!noticed && System.nanoTime() - lastProgress > WAIT_NOTICE_NANOS
                        && spark.sc().statusTracker().getExecutorInfos().length <= 1
                        && !master.startsWith("local")) {
                    notice.accept("Waiting for executors from " + master
                            + ": does the cluster have a worker with free cores and memory?");
                    noticed = true;
                }
                try {
                    running.get(0).get(50, TimeUnit.MILLISECONDS);
                } catch (TimeoutException | ExecutionException | CancellationException notYetOrFailed) {
                    // Looked at with the others on the next turn.
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Does a run in a task; a failure says which run, in words that travel back from any executor. */
    private static RunResult runNamed(SweepScenario sweep, RunSpec spec) throws SweepException {
        try {
            return sweep.run(spec);
        } catch (RuntimeException unexpected) {
            throw new SweepException(sweep.describe(spec) + ": " + unexpected);
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
                return name.endsWith(".jar") && (name.startsWith("org.crowdstudio.")
                        || name.startsWith("org.eclipse.emf."));
            }).map(file -> file.toAbsolutePath().toUri().toString()).sorted().toList();
        }
    }
}
