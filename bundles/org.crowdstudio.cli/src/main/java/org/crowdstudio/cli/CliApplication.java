package org.crowdstudio.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

/**
 * The Equinox application {@code org.crowdstudio.cli.app}: runs {@link CrowdStudioCli} with the
 * application arguments and returns its exit code, which the launcher hands to the shell.
 */
public final class CliApplication implements IApplication {

    /** Set by p2 in an installed product's config.ini: the profile describing the installation. */
    private static final String PROFILE_PROPERTY = "eclipse.p2.profile";
    private static final String INSTALL_AREA_PROPERTY = "osgi.install.area";

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        context.applicationRunning();
        PrintWriter out = writer(System.out);
        PrintWriter err = writer(System.err);
        Bundle bundle = FrameworkUtil.getBundle(CliApplication.class);
        CliEnvironment environment = new CliEnvironment(
                ProductInfo.fromBundleVersion(bundle == null ? "0.0.0" : bundle.getVersion().toString()),
                installation(bundle == null ? null : bundle.getBundleContext()), new RegistryApplicationRunner(),
                EquinoxAlgorithms.registry());
        int exitCode = CrowdStudioCli.execute(args == null ? new String[0] : args, environment, out, err);
        out.flush();
        err.flush();
        return Integer.valueOf(exitCode);
    }

    @Override
    public void stop() {
        // Commands are short-lived and hold no resources that outlive start().
    }

    private static PrintWriter writer(PrintStream stream) {
        // The stream's own charset: what the terminal expects, not the JVM's default.
        return new PrintWriter(new OutputStreamWriter(stream, stream.charset()), true);
    }

    private static Optional<Installation> installation(BundleContext context) {
        if (context == null) {
            return Optional.empty();
        }
        String profile = context.getProperty(PROFILE_PROPERTY);
        String installArea = context.getProperty(INSTALL_AREA_PROPERTY);
        if (profile == null || installArea == null) {
            return Optional.empty();
        }
        // Equinox keeps the install area as an unencoded file: URL.
        String path = installArea.startsWith("file:") ? installArea.substring("file:".length()) : installArea;
        return Optional.of(new Installation(Path.of(path), profile));
    }
}
