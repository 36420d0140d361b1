package org.crowdstudio.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.crowdstudio.compiler.anisotropic.learn.CoordinateMapping;
import org.crowdstudio.compiler.anisotropic.learn.FieldLearning;
import org.crowdstudio.compiler.anisotropic.learn.ObservedTrack;
import org.crowdstudio.compiler.anisotropic.learn.TrackFileException;
import org.crowdstudio.compiler.anisotropic.learn.TrackFileReader;
import org.crowdstudio.compiler.anisotropic.learn.TrackFormat;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.Scenario;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio af learn SCENARIO --trajectories FILE --field NAME}: observed tracks become a
 * trajectory set of the named anisotropic field (AF paper §3.5), made if the scenario has none of
 * that name, and the scenario is written back atomically.
 */
@Command(name = "learn", description = {"Learn an anisotropic field from observed trajectories (AF paper §3.5) and write the scenario with it.",
    "Reads Crowd Studio's CSV (simulate --out), a UMANS folder (output_<id>.csv per agent) or a tracker file (frame,id,x,y, or the MOT "
            + "Challenge's frame,id,left,top,width,height,... read at the feet). Exit code 0 when learned, 1 when the trajectories or the "
            + "field cannot be used, 2 when a file cannot be read or written."})
final class LearnFieldCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "The scenario (.crowd) to learn into.")
    private Path scenarioFile;

    @Option(names = "--trajectories", required = true, paramLabel = "FILE", description = "The trajectories: a file, or a UMANS folder.")
    private Path trajectories;

    @Option(names = "--field", required = true, paramLabel = "NAME", description = "The field to learn: an existing field gains the "
            + "trajectories beside its strokes; a new one is made over the environment.")
    private String fieldName;

    @Option(names = "--out", paramLabel = "FILE", description = "Where the scenario goes (default: SCENARIO itself, replaced atomically).")
    private Path out;

    @Option(names = "--format", paramLabel = "FORMAT", description = "csv, umans or mot (default: told by the contents: a folder is umans, "
            + "a header naming agent_id csv, else mot).")
    private String format;

    @Option(names = "--scale", paramLabel = "METRES", defaultValue = "1", description = "Metres per file unit, e.g. per pixel (default: 1).")
    private double scale;

    @Option(names = "--origin", paramLabel = "X,Y", split = ",", description = "The file coordinates of the world's origin (default: 0,0).")
    private double[] origin;

    @Option(names = "--flip-y", description = "The file's y grows downwards, as in images.")
    private boolean flipY;

    @Option(names = "--fps", paramLabel = "FRAMES", defaultValue = "25", description = "Frames per second of a tracker file (default: 25, as MOT20).")
    private double framesPerSecond;

    @Option(names = "--cell-size", paramLabel = "METRES", description = "Cell edge of a new field (default: 0.1, as the AF paper).")
    private Double cellSize;

    @Option(names = "--bins", paramLabel = "K", description = "Direction bins of a new field (default: 16).")
    private Integer bins;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        TrackFileReader reader = reader();
        Scenario scenario;
        try {
            scenario = new ScenarioReader().read(scenarioFile);
        } catch (ScenarioFileException unreadable) {
            for (FileProblem problem : unreadable.problems()) {
                err.println("crowdstudio: " + problem);
            }
            err.flush();
            return ExitCode.USAGE;
        }
        List<ObservedTrack> tracks;
        try {
            tracks = reader.read(trajectories, format == null ? TrackFormat.detect(trajectories) : TrackFormat.named(format));
        } catch (TrackFileException wrong) {
            return fail(err, wrong.getMessage(), ExitCode.FINDINGS);
        } catch (IOException unreadable) {
            return fail(err, "cannot read " + trajectories + ": " + unreadable.getMessage(), ExitCode.USAGE);
        }
        Path target = out == null ? scenarioFile : out;
        boolean exists = scenario.getAnisotropicFields().stream().anyMatch(field -> fieldName.equals(field.getName()));
        if (exists && (cellSize != null || bins != null)) {
            err.println("crowdstudio af learn: note: field '" + fieldName + "' exists; it keeps its own grid, and --cell-size and --bins are not used");
        }
        FieldLearning.Summary learned;
        try {
            learned = FieldLearning.prepare(scenario, fieldName, tracks, trajectories.getFileName().toString(), FieldLearning.sourceAsSeenFrom(target, trajectories),
                    cellSize == null ? 0.1 : cellSize, bins == null ? 16 : bins);
            learned.applyTo(scenario);
        } catch (IllegalArgumentException cannot) {
            return fail(err, scenarioFile + ": anisotropic field '" + fieldName + "': " + cannot.getMessage(), ExitCode.FINDINGS);
        }
        try {
            ScenarioWriter.save(scenario, target);
        } catch (IOException unwritable) {
            return fail(err, "cannot write " + target + ": " + unwritable.getMessage() + " (nothing was changed)", ExitCode.USAGE);
        }
        stdout.printf(Locale.ROOT, "%s field '%s' from %,d tracks in %s: %,d points kept of %,d%n", learned.created() ? "made" : "learned into",
                fieldName, learned.tracks(), trajectories, learned.pointsKept(), learned.pointsRead());
        stdout.printf(Locale.ROOT, "cells with a tendency: %,d of %,d; mean entropy %.2f (0 one direction, 1 every direction alike)%n",
                learned.cellsWithTendency(),
                learned.distributions().shape().cells(), learned.meanEntropy());
        stdout.println("written to " + target);
        stdout.flush();
        return ExitCode.OK;
    }

    private TrackFileReader reader() {
        if (format != null && !List.of("csv", "umans", "mot").contains(format.toLowerCase(Locale.ROOT))) {
            throw new ParameterException(spec.commandLine(), "--format must be csv, umans or mot, not " + format);
        }
        if (origin != null && origin.length != 2) {
            throw new ParameterException(spec.commandLine(), "--origin takes two numbers, X,Y");
        }
        if (cellSize != null && !(cellSize > 0 && Double.isFinite(cellSize))) {
            throw new ParameterException(spec.commandLine(), "--cell-size must be a positive number of metres, not " + cellSize);
        }
        if (bins != null && (bins < 2 || bins > 360)) {
            throw new ParameterException(spec.commandLine(), "--bins must be between 2 and 360, not " + bins);
        }
        try {
            CoordinateMapping mapping = new CoordinateMapping(scale, origin == null ? 0 : origin[0], origin == null ? 0 : origin[1], flipY);
            return new TrackFileReader(mapping, framesPerSecond);
        } catch (IllegalArgumentException wrong) {
            throw new ParameterException(spec.commandLine(), wrong.getMessage());
        }
    }

    private static int fail(PrintWriter err, String message, int exitCode) {
        err.println("crowdstudio af learn: " + message);
        err.flush();
        return exitCode;
    }
}
