package org.crowdstudio.sweep.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cluster path for real: a Spark standalone master and worker, each its own JVM started here
 * from Spark's jars alone, as a cluster someone runs would be. The sweep is sent to the master
 * with {@code --master spark://...}; the worker's executor gets Crowd Studio's jars from the job.
 * Its runs give what the same runs give on embedded Spark.
 */
class StandaloneClusterIT {

    private static final String NEIGHBOURS = "profiles[Group member].groupParameters.connectionNeighbours";
    private static final Duration START_TIME = Duration.ofSeconds(90);

    @TempDir
    Path folder;

    private final List<Process> cluster = new ArrayList<>();

    @AfterEach
    void stopTheCluster() throws InterruptedException {
        for (Process process : cluster.reversed()) {
            process.destroy();
            process.waitFor();
        }
    }

    @Test
    void aSweepOnAStandaloneClusterGivesWhatTheSameSweepGivesHere() throws Exception {
        Path sparkHome = sparkHomeWithSparksJarsOnly();
        int port = freePort();
        Path masterLog = folder.resolve("master.log");
        Path workerLog = folder.resolve("worker.log");
        Path work = Files.createDirectories(folder.resolve("work"));
        start(sparkHome, masterLog, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                Integer.toString(port),
                "--webui-port", Integer.toString(freePort()));
        awaitLine(masterLog, "I have been elected leader");
        start(sparkHome, workerLog, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "2",
                "--memory", "2g",
                "--webui-port", Integer.toString(freePort()), "--work-dir", work.toString(), "spark://127.0.0.1:"
                        + port);
        awaitLine(workerLog, "Successfully registered with master");
        String[] sweep = {SweepFolders.example("sim-cflow"), "--set", NEIGHBOURS + "=1,45", "--runs", "2",
                "--duration", "8", "--progress", "none"};

        System.setProperty("spark.driver.host", "127.0.0.1");
        int onCluster;
        try {
            onCluster = SweepMain.run(with(sweep, "--master", "spark://127.0.0.1:" + port, "--out",
                    folder.resolve("cluster").toString()));
        } finally {
            System.clearProperty("spark.driver.host");
        }
        int here = SweepMain.run(with(sweep, "--out", folder.resolve("here").toString()));

        assertThat(onCluster).isZero();
        assertThat(here).isZero();
        assertThat(SweepFolders.withoutWallTime(folder.resolve("cluster/runs.csv"))).hasSize(5)
                .isEqualTo(SweepFolders.withoutWallTime(folder.resolve("here/runs.csv")));
        try (Stream<Path> fetched = Files.walk(work)) {
            assertThat(fetched.map(path -> path.getFileName().toString()))
                    .as("the executor's folder on the worker holds the jars the job "
                            + "sent").contains("org.crowdstudio.sweep.spark-0.1.0-SNAPSHOT.jar");
        }
    }

    /** A Spark installation as a cluster has it: Spark and its dependencies, nothing of Crowd Studio. */
    private Path sparkHomeWithSparksJarsOnly() throws IOException {
        Path jars = Files.createDirectories(folder.resolve("spark/jars"));
        try (Stream<Path> all = Files.list(Path.of(System.getProperty("crowdstudio.sweep.jars")))) {
            for (Path jar : all.toList()) {
                String name = jar.getFileName().toString();
                if (!name.startsWith("org.crowdstudio.") && !name.startsWith("org.eclipse.emf.")) {
                    Files.createSymbolicLink(jars.resolve(name), jar.toAbsolutePath());
                }
            }
        }
        return jars.getParent();
    }

    private void start(Path sparkHome, Path log, String mainClass, String... arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin",
                "java").toString(), "-Xmx512m", "-cp",
                sparkHome.resolve("jars") + "/*", mainClass));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("SPARK_HOME", sparkHome.toString());
        // A binary distribution says this in its scripts; the worker needs it to start executors.
        builder.environment().put("SPARK_SCALA_VERSION", "2.13");
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        cluster.add(builder.start());
    }

    private static void awaitLine(Path log, String line) throws IOException, InterruptedException {
        Instant giveUp = Instant.now().plus(START_TIME);
        while (Instant.now().isBefore(giveUp)) {
            if (Files.exists(log) && Files.readString(log, StandardCharsets.UTF_8).contains(line)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no '" + line + "' in " + log + " within " + START_TIME + ":\n"
                + Files.readString(log, StandardCharsets.UTF_8));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static String[] with(String[] arguments, String... more) {
        return Stream.concat(Stream.of(arguments), Stream.of(more)).toArray(String[]::new);
    }
}
