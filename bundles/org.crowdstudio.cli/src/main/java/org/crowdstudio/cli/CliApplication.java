package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.io.OutputStreamWriter;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The Equinox application {@code org.crowdstudio.cli.app}: runs {@link CrowdStudioCli} with the
 * application arguments and returns its exit code, which the launcher hands to the shell.
 */
public final class CliApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        context.applicationRunning();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, Charset.defaultCharset()), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, Charset.defaultCharset()), true);
        int exitCode = CrowdStudioCli.run(args == null ? new String[0] : args, productInfo(), out, err);
        out.flush();
        err.flush();
        return Integer.valueOf(exitCode);
    }

    @Override
    public void stop() {
        // Commands are short-lived and hold no resources that outlive start().
    }

    private ProductInfo productInfo() {
        Bundle bundle = FrameworkUtil.getBundle(CliApplication.class);
        return ProductInfo.fromBundleVersion(bundle == null ? "0.0.0" : bundle.getVersion().toString());
    }
}
