package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio install}: installs extension features (for example a team's steering
 * algorithm bundles) from a p2 repository into this Crowd Studio, with the p2 director. They are
 * active from the next start.
 */
@Command(name = "install", description = {"Install extension features from a p2 repository (an update site) into this Crowd Studio.",
    "They are active from the next start."})
final class InstallCommand implements Callable<Integer> {

    /** The p2 director application, which does the work. */
    static final String DIRECTOR = "org.eclipse.equinox.p2.director";

    @Option(names = {"-r", "--repository"}, required = true, paramLabel = "DIR|URL",
            description = "The p2 repository: a folder, a .zip of one, or an http(s)/file URL.")
    private String repository;

    @Parameters(arity = "1..*", paramLabel = "FEATURE", description = "Ids of the features to install, e.g. com.example.steering.feature.")
    private List<String> features;

    @Spec
    private CommandSpec spec;

    private final Installation installation;
    private final ApplicationRunner runner;

    InstallCommand(Installation installation, ApplicationRunner runner) {
        this.installation = installation;
        this.runner = runner;
    }

    @Override
    public Integer call() throws Exception {
        if (installation == null) {
            throw new ParameterException(spec.commandLine(),
                    "install works in an installed Crowd Studio only (no p2 profile in this runtime)");
        }
        URI repositoryUri = repositoryUri(repository);
        PrintWriter out = spec.commandLine().getOut();
        out.println("Installing " + String.join(", ", features) + " from " + repositoryUri);
        out.flush();
        int result = runner.run(DIRECTOR, directorArguments(repositoryUri, features, installation));
        if (result != 0) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("crowdstudio: installation failed (see the messages above); nothing was changed.");
            err.flush();
            return ExitCode.FINDINGS;
        }
        out.println("Installed. Restart Crowd Studio to use it.");
        out.flush();
        return ExitCode.OK;
    }

    /** The p2 director's command line for installing features into an installation. */
    static String[] directorArguments(URI repository, List<String> features, Installation installation) {
        String units = features.stream().map(InstallCommand::featureUnit).collect(Collectors.joining(","));
        return new String[] {"-repository", repository.toString(), "-installIU", units,
            "-destination", installation.location().toString(), "-profile", installation.profile()};
    }

    /** A feature is published in p2 as the installable unit {@code <id>.feature.group}. */
    static String featureUnit(String feature) {
        return feature.endsWith(".feature.group") ? feature : feature + ".feature.group";
    }

    private URI repositoryUri(String location) {
        String lower = location.toLowerCase(Locale.ROOT);
        if (lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("file:")) {
            return URI.create(location);
        }
        Path path = Path.of(location).toAbsolutePath().normalize();
        if (!Files.exists(path)) {
            throw new ParameterException(spec.commandLine(), "repository not found: " + path);
        }
        if (Files.isDirectory(path)) {
            if (!Files.exists(path.resolve("content.jar")) && !Files.exists(path.resolve("content.xml"))
                    && !Files.exists(path.resolve("content.xml.xz")) && !Files.exists(path.resolve("compositeContent.jar"))
                    && !Files.exists(path.resolve("compositeContent.xml"))) {
                throw new ParameterException(spec.commandLine(), "not a p2 repository (no content.jar or content.xml): " + path);
            }
            return path.toUri();
        }
        if (lower.endsWith(".zip")) {
            return URI.create("jar:" + path.toUri() + "!/");
        }
        throw new ParameterException(spec.commandLine(), "not a p2 repository folder or .zip: " + path);
    }
}
