package org.crowdstudio.cli;

import java.io.PrintWriter;

import org.crowdstudio.compiler.RegistryCatalog;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The root {@code crowdstudio} command: parses the arguments, runs a subcommand and turns every
 * outcome into an exit code. Errors are one line on standard error (plus usage for a bad command
 * line); a stack trace is shown only when {@code CROWDSTUDIO_DEBUG} is set.
 */
@Command(name = "crowdstudio", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Crowd Studio: author crowd-steering behaviour, simulate it and direct it live.",
            "Without a command, ./crowdstudio opens the workbench."},
        commandListHeading = "%nCommands:%n",
        footer = {"", "  sweep          Run a scenario many times over, varying its values, on Apache Spark (./crowdstudio sweep --help).",
            "", "Exit codes: 0 success, 1 problems found, 2 bad usage or unreadable input, 70 internal error."})
public final class CrowdStudioCli implements Runnable {

    /** Environment variable that makes internal errors print their stack trace. */
    public static final String DEBUG_VARIABLE = "CROWDSTUDIO_DEBUG";

    @Spec
    private CommandSpec spec;

    private CrowdStudioCli() {
    }

    @Override
    public void run() {
        // No subcommand: the launcher opens the workbench itself, so here it is a usage error.
        throw new ParameterException(spec.commandLine(), "no command given");
    }

    /**
     * Runs the command line.
     *
     * @param args the arguments after the program name
     * @param environment the runtime the commands work in
     * @param out where results go
     * @param err where errors and usage for errors go
     * @return the process exit code, one of {@link ExitCode}
     */
    public static int execute(String[] args, CliEnvironment environment, PrintWriter out, PrintWriter err) {
        return create(environment, out, err).execute(args);
    }

    private static CommandLine create(CliEnvironment environment, PrintWriter out, PrintWriter err) {
        ProductInfo product = environment.product();
        CommandLine commandLine = new CommandLine(new CrowdStudioCli());
        commandLine.addSubcommand(new VersionCommand(product));
        commandLine.addSubcommand(new ValidateCommand(new RegistryCatalog(environment.algorithms())));
        commandLine.addSubcommand(new DiffCommand());
        commandLine.addSubcommand(new SimulateCommand(environment.algorithms()));
        commandLine.addSubcommand(new BenchCommand(environment.algorithms()));
        CommandLine anisotropicFields = new CommandLine(new AnisotropicFieldCommand());
        anisotropicFields.addSubcommand(new FieldFidelityCommand(environment.algorithms()));
        commandLine.addSubcommand(anisotropicFields);
        commandLine.addSubcommand(new AlgorithmsCommand(environment.algorithms()));
        commandLine.addSubcommand(new NewAlgorithmCommand(environment.algorithms()));
        commandLine.addSubcommand(new InstallCommand(environment.installation().orElse(null), environment.applications()));
        for (CommandLine subcommand : commandLine.getSubcommands().values()) {
            subcommand.getCommandSpec().addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                    .description("Show this help message and exit.").build());
        }
        commandLine.addSubcommand(new CommandLine.HelpCommand());
        commandLine.setCommandName("crowdstudio");
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setColorScheme(Help.defaultColorScheme(Help.Ansi.OFF));
        commandLine.setParameterExceptionHandler(CrowdStudioCli::reportUsageError);
        commandLine.setExecutionExceptionHandler((exception, failed, parseResult) -> reportInternalError(exception, failed));
        commandLine.getCommandSpec().version(product.describe());
        return commandLine;
    }

    private static int reportUsageError(ParameterException problem, String[] args) {
        CommandLine failed = problem.getCommandLine();
        PrintWriter err = failed.getErr();
        err.println("crowdstudio: " + describe(problem));
        err.println();
        failed.usage(err);
        err.flush();
        return ExitCode.USAGE;
    }

    private static String describe(ParameterException problem) {
        if (problem instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String first = unmatched.getUnmatched().get(0);
            boolean expectsCommand = !problem.getCommandLine().getSubcommands().isEmpty();
            if (expectsCommand && !first.startsWith("-")) {
                return "unknown command '" + first + "'";
            }
        }
        return firstLine(problem.getMessage());
    }

    private static int reportInternalError(Exception exception, CommandLine failed) {
        PrintWriter err = failed.getErr();
        String message = exception.getMessage() == null ? exception.getClass().getSimpleName() : exception.getMessage();
        err.println("crowdstudio: internal error: " + firstLine(message));
        if (System.getenv(DEBUG_VARIABLE) != null) {
            exception.printStackTrace(err);
        } else {
            err.println("Set " + DEBUG_VARIABLE + "=1 to see the details, and please report them.");
        }
        err.flush();
        return ExitCode.INTERNAL_ERROR;
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
