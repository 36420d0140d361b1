package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code crowdstudio version}: the product version and the Java runtime it runs on. */
@Command(name = "version", description = "Print the Crowd Studio version and the Java runtime in use.")
final class VersionCommand implements Callable<Integer> {

    private final ProductInfo product;

    @Spec
    private CommandSpec spec;

    VersionCommand(ProductInfo product) {
        this.product = product;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.println(product.describe());
        out.println("Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + "), "
                + System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        out.flush();
        return ExitCode.OK;
    }
}
