package org.crowdstudio.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Stage;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio new-algorithm}: writes a project for a new steering algorithm (bundle, tests,
 * feature, update site, a scenario that uses it) that builds against the Crowd Studio update site
 * and installs unchanged. It never writes into a folder that already has files.
 */
@Command(name = "new-algorithm", description = {"Create a project for a new steering algorithm: bundle, tests, feature, update site and a scenario.",
    "Build it with: mvn verify -Dcrowdstudio.site=URL (docs/EXTENDING.md)."})
final class NewAlgorithmCommand implements Callable<Integer> {

    @Parameters(paramLabel = "NAME", description = "The algorithm's id: lower-case words joined by dashes, e.g. keep-distance.")
    private String name;

    @Option(names = "--stage", required = true, paramLabel = "STAGE",
            description = "The stage it fills: waypoint-modifier, velocity-source, velocity-solver or orientation.")
    private String stage;

    @Option(names = "--dir", paramLabel = "DIR", description = "Where to create the project (default: a new folder NAME here).")
    private Path directory;

    @Option(names = "--bundle", paramLabel = "BUNDLE", description = "The bundle's symbolic name and Java package (default: com.example.NAME without dashes).")
    private String bundle;

    @Spec
    private CommandSpec spec;

    private final AlgorithmRegistry algorithms;

    NewAlgorithmCommand(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    @Override
    public Integer call() throws IOException {
        Stage<?> chosen = Stage.byId(stage).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "there is no stage '" + stage + "': choose one of " + AlgorithmProject.stageIds()));
        String bundleName = bundle == null ? AlgorithmProject.defaultBundle(name) : bundle;
        AlgorithmProject project;
        try {
            project = new AlgorithmProject(name, chosen, bundleName);
        } catch (IllegalArgumentException wrong) {
            throw new ParameterException(spec.commandLine(), wrong.getMessage());
        }
        if (algorithms.find(name).isPresent()) {
            throw new ParameterException(spec.commandLine(), "an algorithm called '" + name + "' is installed already (" + algorithms.origin(name)
                    + "): two with one id cannot be installed together, choose another name");
        }
        Path folder = (directory == null ? Path.of(name) : directory).toAbsolutePath().normalize();
        if (Files.exists(folder) && (!Files.isDirectory(folder) || !isEmpty(folder))) {
            throw new ParameterException(spec.commandLine(), folder + " already exists and is not an empty folder: nothing was written");
        }
        Map<String, String> files = project.files();
        try {
            write(files, folder);
        } catch (IOException unwritable) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("crowdstudio: could not write the project to " + folder + ": " + unwritable + "; nothing was left behind.");
            err.flush();
            return ExitCode.FINDINGS;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("Created " + name + ", a " + chosen.label() + ", in " + folder + " (" + files.size() + " files).");
        out.println("Build it against the Crowd Studio update site, then install it:");
        out.println("  cd " + folder);
        out.println("  mvn verify -Dcrowdstudio.site=URL");
        out.println("  crowdstudio install --repository " + bundleName + ".site/target/repository " + bundleName + ".feature");
        out.flush();
        return ExitCode.OK;
    }

    /** Writes the project beside the folder first and moves it into place, so that a failure leaves nothing half written. */
    private static void write(Map<String, String> files, Path folder) throws IOException {
        Files.createDirectories(folder.getParent());
        Path staging = Files.createTempDirectory(folder.getParent(), "." + folder.getFileName() + "-");
        try {
            for (Map.Entry<String, String> file : files.entrySet()) {
                Path target = staging.resolve(file.getKey());
                Files.createDirectories(target.getParent());
                Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
            }
            Files.deleteIfExists(folder);
            Files.move(staging, folder, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            if (Files.exists(staging)) {
                try (Stream<Path> written = Files.walk(staging)) {
                    for (Path path : written.sorted(Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(path);
                    }
                }
            }
        }
    }

    private static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        }
    }
}
