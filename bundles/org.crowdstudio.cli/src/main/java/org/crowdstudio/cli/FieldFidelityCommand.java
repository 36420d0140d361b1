package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.steering.anisotropic.DistributionAccumulator;
import org.crowdstudio.steering.anisotropic.FieldDivergence;
import org.crowdstudio.steering.anisotropic.PolylineSimplifier;
import org.crowdstudio.steering.anisotropic.TrajectoryLearning;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio af fidelity SCENARIO}: how faithfully a crowd follows its field (the AF
 * paper's Fig. 12 loop). The scenario is simulated, a field is learned from every agent's path on
 * the same grid, as {@code af learn} would from the run's trajectories, and it is compared with the
 * field that steered them.
 */
@Command(name = "fidelity", description = {"Simulate a scenario, learn a field from the run's trajectories and compare it with the scenario's "
    + "field (AF paper Fig. 12): prints divergence=<mean Jensen–Shannon divergence, 0 the crowd walks the field's habits, 1 nothing "
    + "in common> and the mean in each region.", "Every agent's path counts, steered by the field or not. Exit code 0 when measured, 1 "
            + "when the scenario cannot be simulated or has no such field, 2 when a file cannot be read."})
final class FieldFidelityCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "The scenario (.crowd) to simulate.")
    private Path scenarioFile;

    @Option(names = "--field", paramLabel = "NAME", description = "The field to measure against (default: the scenario's only field).")
    private String fieldName;

    @Option(names = "--duration", paramLabel = "SECONDS", description = "Simulated seconds (default: the scenario's duration).")
    private Double duration;

    @Option(names = "--seed", paramLabel = "N", description = "Place the crowd with this seed instead of the scenario's.")
    private Long seed;

    @Option(names = "--threads", paramLabel = "N", description = "Threads to simulate with (default: the scenario's setting).")
    private Integer threads;

    @Option(names = "--png", paramLabel = "FILE", description = "Also write the per-cell divergence as a PNG, as af divergence does.")
    private Path png;

    @Spec
    private CommandSpec spec;

    private final AlgorithmRegistry algorithms;

    FieldFidelityCommand(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    @Override
    public Integer call() {
        checkArguments();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<Scenario> scenario = ScenarioLoading.read(scenarioFile, err);
        if (scenario.isEmpty()) {
            return ExitCode.USAGE;
        }
        DirectionField source;
        try {
            AnisotropicField field = AnisotropicFieldCommand.field(scenario.get(), scenarioFile, fieldName);
            source = AnisotropicFieldCommand.grid(field, scenarioFile);
        } catch (IllegalArgumentException cannot) {
            err.println("crowdstudio af fidelity: " + cannot.getMessage());
            err.flush();
            return ExitCode.FINDINGS;
        }
        Optional<CompiledScenario> compiled = ScenarioLoading.compile(scenarioFile, scenario.get(), algorithms, seed, err);
        if (compiled.isEmpty()) {
            return ExitCode.FINDINGS;
        }
        DirectionField learned = learnFromRun(compiled.get(), source, err);
        FieldDivergence divergence = new FieldDivergence(source, learned);
        AnisotropicFieldCommand.printDivergence(out, scenario.get(), divergence);
        return AnisotropicFieldCommand.writeMapIfAsked(divergence, png, out, err, "crowdstudio af fidelity");
    }

    /** Runs the scenario and learns, on the source's grid, from every agent's path kept as af learn keeps an imported one. */
    private DirectionField learnFromRun(CompiledScenario compiled, DirectionField source, PrintWriter err) {
        long steps = duration == null ? compiled.steps() : Math.max(1, Math.round(duration / compiled.timeStep()));
        RecordedTrajectories paths;
        try (Simulation simulation = compiled.newSimulation(threads == null ? 0 : threads)) {
            paths = new RecordedTrajectories(simulation.crowd().size(), 1);
            paths.stepped(0, 0, simulation.crowd());
            simulation.addObserver(paths);
            try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), "simulating", steps)) {
                for (long step = 1; step <= steps; step++) {
                    simulation.step();
                    progress.update(step);
                }
            }
        }
        DistributionAccumulator weights = new DistributionAccumulator(source.shape());
        TrajectoryLearning learning = new TrajectoryLearning(weights);
        double tolerance = TrajectoryLearning.tolerance(source.shape());
        for (int agent = 0; agent < paths.agents(); agent++) {
            learning.add(PolylineSimplifier.simplify(paths.path(agent), tolerance));
        }
        return weights.normalise();
    }

    private void checkArguments() {
        if (duration != null && !(duration > 0 && Double.isFinite(duration))) {
            throw new ParameterException(spec.commandLine(), "--duration must be a positive number of seconds, not " + duration);
        }
        if (threads != null && (threads < 1 || threads > 1024)) {
            throw new ParameterException(spec.commandLine(), "--threads must be between 1 and 1024, not " + threads);
        }
    }
}
