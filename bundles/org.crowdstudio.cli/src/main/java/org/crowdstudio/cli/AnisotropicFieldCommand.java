package org.crowdstudio.cli;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import javax.imageio.ImageIO;

import org.crowdstudio.compiler.anisotropic.AnisotropicFieldGrids;
import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.steering.anisotropic.CellGrid;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.steering.anisotropic.DivergenceScale;
import org.crowdstudio.steering.anisotropic.FieldDivergence;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code crowdstudio af}: tools for anisotropic fields (AF paper §4). */
@Command(name = "af", description = "Anisotropic fields: learn one from trajectories, measure how alike two fields are, and how faithfully a crowd follows its field.", subcommands = {
    LearnFieldCommand.class, AnisotropicFieldCommand.Divergence.class})
final class AnisotropicFieldCommand {

    /** The largest side of the divergence map, pixels: a cell is drawn as a square of whole pixels. */
    private static final int MAP_SIDE = 1024;

    /**
     * {@code crowdstudio af divergence A B}: the mean Jensen–Shannon divergence between a field of
     * A and the field of the same name in B (AF paper eq. 9), per region of A's environment, and
     * optionally the per-cell map as a PNG.
     */
    @Command(name = "divergence", description = {"Compare an anisotropic field of two scenarios cell by cell (AF paper eq. 9): prints "
        + "divergence=<mean Jensen–Shannon divergence, 0 alike to 1 nothing in common> and the mean in each region of the first "
        + "scenario's environment.", "The two fields must lie on the same grid. Exit code 0 when compared, 1 when the fields cannot be "
                + "compared, 2 when a file cannot be read."})
    static final class Divergence implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "A", description = "A scenario (.crowd).")
        private Path first;

        @Parameters(index = "1", paramLabel = "B", description = "Another scenario (.crowd), or the same.")
        private Path second;

        @Option(names = "--field", paramLabel = "NAME", description = "The field to compare, by name in A; in B the field of the same name, "
                + "or B's only field (default: A's only field).")
        private String fieldName;

        @Option(names = "--png", paramLabel = "FILE", description = "Also write the per-cell divergence as a PNG: white alike, red nothing in "
                + "common, grey where neither field has a tendency.")
        private Path png;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Optional<ScenarioPair> read = ScenarioPair.read(first, second, err);
            if (read.isEmpty()) {
                return ExitCode.USAGE;
            }
            Scenario a = read.get().first();
            Scenario b = read.get().second();
            FieldDivergence divergence;
            try {
                AnisotropicField fieldA = field(a, first, fieldName);
                AnisotropicField fieldB = field(b, second, fieldName != null ? fieldName : b.getAnisotropicFields().size() == 1 ? null : fieldA.getName());
                DirectionField gridA = grid(fieldA, first);
                DirectionField gridB = grid(fieldB, second);
                divergence = new FieldDivergence(gridA, gridB);
            } catch (IllegalArgumentException cannotCompare) {
                err.println("crowdstudio af divergence: " + cannotCompare.getMessage());
                err.flush();
                return ExitCode.FINDINGS;
            }
            printDivergence(out, a, divergence);
            return writeMapIfAsked(divergence, png, out, err, "crowdstudio af divergence");
        }
    }

    /** Prints divergence=, how many cells were compared, and the mean in each region of the scenario's environment. */
    static void printDivergence(PrintWriter out, Scenario scenario, FieldDivergence divergence) {
        out.printf(Locale.ROOT, "divergence=%.4f%n", divergence.mean());
        out.printf(Locale.ROOT, "cells compared: %,d of %,d%n", divergence.comparedCells(), divergence.first().shape().cells());
        out.printf(Locale.ROOT, "where both have a tendency: %s over %,d cells; a tendency only in the first: %,d cells, only in the second: %,d%n",
                Double.isNaN(divergence.meanWhereBoth()) ? "nothing" : String.format(Locale.ROOT, "%.4f", divergence.meanWhereBoth()),
                divergence.cellsWhereBoth(), divergence.onlyFirst(), divergence.onlySecond());
        if (scenario.getEnvironment() != null) {
            for (Place place : scenario.getEnvironment().getPlaces()) {
                if (place instanceof Region region && region.getVertices().size() >= 3) {
                    double[] polygon = Polygons.of(region.getVertices());
                    double mean = divergence.meanWithin((x, y) -> Polygons.contains(polygon, x, y));
                    out.printf(Locale.ROOT, "  %-30s %s%n", region.getName(), Double.isNaN(mean) ? "no cells compared" : String.format(Locale.ROOT, "%.4f", mean));
                }
            }
        }
        out.flush();
    }

    /** @return the exit code: OK, or USAGE when the map was asked for and cannot be written */
    static int writeMapIfAsked(FieldDivergence divergence, Path png, PrintWriter out, PrintWriter err, String command) {
        if (png == null) {
            return ExitCode.OK;
        }
        try {
            writeMap(divergence, png);
        } catch (IOException unwritable) {
            err.println(command + ": cannot write " + png + ": " + unwritable.getMessage());
            err.flush();
            return ExitCode.USAGE;
        }
        out.println("map written to " + png);
        out.flush();
        return ExitCode.OK;
    }

    /** @param name the field's name, or null for the scenario's only field */
    static AnisotropicField field(Scenario scenario, Path file, String name) {
        List<AnisotropicField> fields = scenario.getAnisotropicFields();
        if (name == null) {
            if (fields.size() == 1) {
                return fields.getFirst();
            }
            throw new IllegalArgumentException(file + " has " + (fields.isEmpty() ? "no anisotropic field" : fields.size()
                    + " anisotropic fields (" + names(fields) + "); name one with --field"));
        }
        return fields.stream().filter(field -> name.equals(field.getName())).findFirst().orElseThrow(() -> new IllegalArgumentException(
                file + " has no anisotropic field named '" + name + "'" + (fields.isEmpty() ? "" : " (it has " + names(fields) + ")")));
    }

    static DirectionField grid(AnisotropicField field, Path file) {
        try {
            return AnisotropicFieldGrids.of(field);
        } catch (IllegalArgumentException invalid) {
            throw new IllegalArgumentException(file + ": anisotropic field '" + field.getName() + "': " + invalid.getMessage());
        }
    }

    private static String names(List<AnisotropicField> fields) {
        return fields.stream().map(field -> "'" + field.getName() + "'").collect(Collectors.joining(", "));
    }

    /** The per-cell divergence, north up, written to a temporary file beside the target and moved over it. */
    private static void writeMap(FieldDivergence divergence, Path target) throws IOException {
        CellGrid grid = divergence.first().shape();
        int scale = Math.max(1, MAP_SIDE / Math.max(grid.columns(), grid.rows()));
        BufferedImage image = new BufferedImage(grid.columns() * scale, grid.rows() * scale, BufferedImage.TYPE_INT_RGB);
        for (int cell = 0; cell < grid.cells(); cell++) {
            int rgb = DivergenceScale.rgb(divergence.cell(cell));
            int x0 = cell % grid.columns() * scale;
            int y0 = (grid.rows() - 1 - cell / grid.columns()) * scale;
            for (int y = y0; y < y0 + scale; y++) {
                for (int x = x0; x < x0 + scale; x++) {
                    image.setRGB(x, y, rgb);
                }
            }
        }
        Path folder = target.toAbsolutePath().getParent();
        Path temporary = Files.createTempFile(folder, ".divergence", ".png");
        try {
            if (!ImageIO.write(image, "png", temporary.toFile())) {
                throw new IOException("no PNG writer");
            }
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
