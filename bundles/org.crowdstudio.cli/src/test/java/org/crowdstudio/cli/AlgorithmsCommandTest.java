package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.AlgorithmOrigin;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code crowdstudio algorithms}: what a team sees of the algorithms it installed, and of one that failed. */
class AlgorithmsCommandTest {

    private static final ParameterDescriptor<Double> RADIUS = ParameterDescriptor.real("radius", 3, 0.5, 20, "m", "How far a boid sees its flock.");
    private static final ParameterDescriptor<String> MOOD = ParameterDescriptor.choice("mood", "calm", List.of("calm", "skittish"),
            "How a boid reacts.");

    /** A plug-in's flocking source, as its descriptor declares it. */
    private static final class Flocking implements SteeringAlgorithm<VelocitySource> {
        @Override
        public AlgorithmDescriptor<VelocitySource> descriptor() {
            return new AlgorithmDescriptor<>("flocking", Stage.VELOCITY_SOURCE, "Flocking", "Boids.", List.of(RADIUS, MOOD));
        }

        @Override
        public VelocitySource create(Parameters parameters, World world) {
            return (agent, out) -> false;
        }
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(AlgorithmRegistry algorithms, String... args) {
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, arguments) -> 0, algorithms);
        String[] all = new String[args.length + 1];
        all[0] = "algorithms";
        System.arraycopy(args, 0, all, 1, args.length);
        return CrowdStudioCli.execute(all, environment, new PrintWriter(out), new PrintWriter(err));
    }

    private static AlgorithmRegistry installed() {
        AlgorithmRegistry algorithms = new AlgorithmRegistry();
        algorithms.register(new Flocking(), new AlgorithmOrigin("com.example.flocking", "1.2.0.v20261126"));
        return algorithms;
    }

    @Test
    void listsEachAlgorithmWithItsStageBundleAndVersion() {
        int exit = run(installed());

        assertThat(exit).isZero();
        assertThat(out.toString().lines().toList()).hasSize(2);
        assertThat(out.toString().lines().skip(1).findFirst().orElseThrow())
                .matches("flocking\\s+velocity source\\s+com\\.example\\.flocking\\s+1\\.2\\.0\\.v20261126");
    }

    @Test
    void detailsNameEveryParameterWithTypeDefaultRangeUnitAndDescription() {
        run(installed(), "--details");

        assertThat(out.toString()).contains("- radius: real, default 3 m, range 0.5 to 20 m", "How far a boid sees its flock.",
                "- mood: choice, default \"calm\", one of calm, skittish");
    }

    @Test
    void jsonGivesToolsTheSameWithParameters() {
        run(installed(), "--json", "--details");

        JsonObject flocking = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("algorithms").get(0).getAsJsonObject();
        assertThat(flocking.get("stage").getAsString()).isEqualTo("velocity-source");
        assertThat(flocking.get("bundle").getAsString()).isEqualTo("com.example.flocking");
        JsonObject radius = flocking.getAsJsonArray("parameters").get(0).getAsJsonObject();
        assertThat(radius.get("default").getAsDouble()).isEqualTo(3.0);
        assertThat(radius.get("max").getAsDouble()).isEqualTo(20.0);
        assertThat(radius.get("unit").getAsString()).isEqualTo("m");
    }

    @Test
    void aPluginThatCouldNotBeLoadedIsNamedWithTheReasonAndTheRestIsListed() {
        AlgorithmRegistry algorithms = installed();
        algorithms.leaveOut("steering algorithm com.example.Broken of bundle com.example.broken 1.0.0 is left out: no descriptor");

        int exit = run(algorithms);

        assertThat(exit).isEqualTo(ExitCode.FINDINGS);
        assertThat(out.toString()).contains("flocking");
        assertThat(err.toString()).contains("com.example.broken 1.0.0 is left out: no descriptor");
    }
}
