package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InstallCommandTest {

    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final List<String> ranApplications = new ArrayList<>();
    private final List<String[]> ranArguments = new ArrayList<>();
    private int directorResult;

    private int install(Optional<Installation> installation, String... args) {
        ApplicationRunner runner = (application, applicationArgs) -> {
            ranApplications.add(application);
            ranArguments.add(applicationArgs);
            return directorResult;
        };
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), installation, runner);
        String[] all = new String[args.length + 1];
        all[0] = "install";
        System.arraycopy(args, 0, all, 1, args.length);
        return CrowdStudioCli.execute(all, environment, new PrintWriter(out), new PrintWriter(err));
    }

    private Optional<Installation> installed() {
        return Optional.of(new Installation(temp.resolve("crowdstudio"), "DefaultProfile"));
    }

    private Path repository() throws IOException {
        Path repository = Files.createDirectories(temp.resolve("site"));
        Files.writeString(repository.resolve("content.jar"), "");
        return repository;
    }

    @Test
    void installsFeaturesIntoTheRunningInstallationWithTheDirector() throws Exception {
        Path repository = repository();

        int exitCode = install(installed(), "--repository", repository.toString(), "com.example.steering.feature",
                "com.example.tools.feature.group");

        assertThat(exitCode).isZero();
        assertThat(ranApplications).containsExactly("org.eclipse.equinox.p2.director");
        assertThat(ranArguments.get(0)).containsExactly("-repository", repository.toUri().toString(),
                "-installIU", "com.example.steering.feature.feature.group,com.example.tools.feature.group",
                "-destination", temp.resolve("crowdstudio").toString(), "-profile", "DefaultProfile");
        assertThat(out.toString()).contains("Restart Crowd Studio");
    }

    @Test
    void zippedRepositoriesAndUrlsAreAccepted() throws Exception {
        Path zip = Files.writeString(temp.resolve("site.zip"), "");
        install(installed(), "-r", zip.toString(), "a.feature");
        install(installed(), "-r", "https://example.com/updates/", "b.feature");

        assertThat(ranArguments.get(0)[1]).isEqualTo("jar:" + zip.toUri() + "!/");
        assertThat(ranArguments.get(1)[1]).isEqualTo("https://example.com/updates/");
    }

    @Test
    void aMissingRepositoryIsAUsageErrorThatNamesThePath() {
        Path missing = temp.resolve("no-such-site");

        assertThat(install(installed(), "-r", missing.toString(), "a.feature")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: repository not found: " + missing);
        assertThat(ranApplications).isEmpty();
    }

    @Test
    void aFolderThatIsNoP2RepositoryIsRefused() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("just-a-folder"));

        assertThat(install(installed(), "-r", folder.toString(), "a.feature")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: not a p2 repository (no content.jar or content.xml): " + folder);
    }

    @Test
    void aFailedInstallationIsReportedAndExitsWithOne() throws Exception {
        directorResult = 13;

        assertThat(install(installed(), "-r", repository().toString(), "a.feature")).isEqualTo(ExitCode.FINDINGS);
        assertThat(err.toString()).contains("installation failed").contains("nothing was changed");
        assertThat(out.toString()).doesNotContain("Restart");
    }

    @Test
    void outsideAnInstalledProductThereIsNothingToInstallInto() throws Exception {
        assertThat(install(Optional.empty(), "-r", repository().toString(), "a.feature")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: install works in an installed Crowd Studio only");
    }

    @Test
    void theRepositoryAndAFeatureAreRequired() {
        assertThat(install(installed(), "a.feature")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("Missing required option: '--repository=DIR|URL'");
        assertThat(err.toString()).contains("Usage: crowdstudio install");
    }
}
