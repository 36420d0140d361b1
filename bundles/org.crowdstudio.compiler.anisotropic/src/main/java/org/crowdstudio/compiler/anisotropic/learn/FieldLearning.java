package org.crowdstudio.compiler.anisotropic.learn;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.compiler.anisotropic.AnisotropicFieldGrids;
import org.crowdstudio.model.io.ScenarioIds;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.NormalDistribution;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Trajectory;
import org.crowdstudio.model.scenario.TrajectorySet;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.steering.anisotropic.CellGrid;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.steering.anisotropic.PolylineSimplifier;
import org.crowdstudio.steering.anisotropic.TrajectoryLearning;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Learning an anisotropic field from observed tracks (AF paper §3.5): the tracks become a
 * trajectory set of the field, each kept to a quarter of a cell with few points, and the field's
 * distributions are baked from them (with its strokes) whenever the scenario is compiled. A field
 * that does not exist yet is made, on a grid over the environment (or over the tracks where the
 * scenario has none), with the preferred speeds the tracks walked at.
 */
public final class FieldLearning {

    /** Metres of grid beyond the tracks on each side, where a new field has no environment to cover. */
    private static final double MARGIN = 1;

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    private FieldLearning() {
    }

    /**
     * What was learned, not yet in the scenario: {@link #applyTo} puts it there, or an editor does
     * the same through undoable commands.
     *
     * @param field the field learned into: the scenario's own, or a new one, not yet in the scenario, that holds {@code set}
     * @param created whether the field is new
     * @param set the trajectory set, in {@code field} when it is new and otherwise still outside it
     * @param replaced the field's set of the same name that {@code set} replaces, or null
     * @param distributions the field's distributions with the set
     */
    public record Summary(AnisotropicField field, boolean created, TrajectorySet set, TrajectorySet replaced, int tracks, long pointsRead,
            long pointsKept, DirectionField distributions) {

        /** Puts what was learned into the scenario it was learned for. */
        public void applyTo(Scenario scenario) {
            if (created) {
                scenario.getAnisotropicFields().add(field);
            } else {
                if (replaced != null) {
                    field.getTrajectorySets().remove(replaced);
                }
                field.getTrajectorySets().add(set);
            }
        }

        /** @return the cells with a tendency */
        public int cellsWithTendency() {
            int count = 0;
            for (int cell = 0; cell < distributions.shape().cells(); cell++) {
                if (distributions.hasTendency(cell)) {
                    count++;
                }
            }
            return count;
        }

        /** @return the mean entropy of the cells with a tendency, bits (AF paper eq. 7–8); NaN if none */
        public double meanEntropy() {
            double sum = 0;
            int count = 0;
            for (int cell = 0; cell < distributions.shape().cells(); cell++) {
                if (distributions.hasTendency(cell)) {
                    sum += distributions.entropy(cell);
                    count++;
                }
            }
            return count == 0 ? Double.NaN : sum / count;
        }
    }

    /**
     * Learns the tracks into the field of that name as a trajectory set (replacing a set of the
     * same name, so importing a file again does not count it twice), making the field if the
     * scenario has none of that name. The scenario is not changed: see {@link Summary#applyTo}.
     *
     * @param setName the trajectory set's name, usually the file's
     * @param source the file the tracks came from, as the scenario should record it
     * @param cellSize the cell edge of a field that is made, metres
     * @param bins the direction bins of a field that is made
     * @throws IllegalArgumentException if the field's grid cannot be built (too large, say), saying why
     */
    public static Summary prepare(Scenario scenario, String fieldName, List<ObservedTrack> tracks, String setName, String source, double cellSize,
            int bins) {
        Optional<AnisotropicField> existing = scenario.getAnisotropicFields().stream().filter(field -> fieldName.equals(field.getName())).findFirst();
        AnisotropicField field = existing.orElseGet(() -> newField(scenario, fieldName, tracks, cellSize, bins));
        CellGrid grid = AnisotropicFieldGrids.gridOf(field);
        TrajectorySet set = MODEL.createTrajectorySet();
        set.setName(setName);
        set.setSource(source);
        long read = 0;
        long kept = 0;
        for (ObservedTrack track : tracks) {
            double[] points = PolylineSimplifier.simplify(track.xy(), TrajectoryLearning.tolerance(grid));
            Trajectory trajectory = MODEL.createTrajectory();
            for (int p = 0; p < points.length; p += 2) {
                trajectory.getPoints().add(vector(millimetres(points[p]), millimetres(points[p + 1])));
            }
            set.getTrajectories().add(trajectory);
            read += track.points();
            kept += points.length / 2;
        }
        ScenarioIds.assignMissing(set);
        TrajectorySet replaced = field.getTrajectorySets().stream().filter(old -> setName.equals(old.getName())).findFirst().orElse(null);
        // Baked on a copy, so that what cannot be baked never reaches the scenario.
        AnisotropicField trial = EcoreUtil.copy(field);
        trial.getTrajectorySets().removeIf(old -> setName.equals(old.getName()));
        trial.getTrajectorySets().add(EcoreUtil.copy(set));
        DirectionField distributions = AnisotropicFieldGrids.of(trial);
        if (existing.isEmpty()) {
            field.getTrajectorySets().add(set);
            ScenarioIds.assignMissing(field);
        }
        return new Summary(field, existing.isEmpty(), set, replaced, tracks.size(), read, kept, distributions);
    }

    /**
     * @return the trajectory file as a scenario written to {@code scenarioFile} records it:
     *         relative to the scenario's folder where they share a root, with forward slashes, so
     *         the scenario can move with its data and reads the same on every system
     */
    public static String sourceAsSeenFrom(Path scenarioFile, Path trajectories) {
        Path folder = scenarioFile.toAbsolutePath().normalize().getParent();
        Path file = trajectories.toAbsolutePath().normalize();
        Path shown = folder != null && folder.getRoot() != null && folder.getRoot().equals(file.getRoot()) ? folder.relativize(file)
                : file;
        return shown.toString().replace(shown.getFileSystem().getSeparator(), "/");
    }

    private static AnisotropicField newField(Scenario scenario, String name, List<ObservedTrack> tracks, double cellSize, int bins) {
        double[] bounds = bounds(scenario.getEnvironment(), tracks);
        AnisotropicField field = MODEL.createAnisotropicField();
        field.setName(name);
        field.setCellSize(cellSize);
        field.setDirectionBins(bins);
        field.setOrigin(vector(bounds[0], bounds[1]));
        field.setColumns((int) Math.ceil((bounds[2] - bounds[0]) / cellSize - 1e-9));
        field.setRows((int) Math.ceil((bounds[3] - bounds[1]) / cellSize - 1e-9));
        field.setPreferredSpeed(walkingSpeeds(tracks));
        return field;
    }

    /** The environment's rectangle, else the tracks' with a margin, in whole metres. */
    private static double[] bounds(Environment environment, List<ObservedTrack> tracks) {
        if (environment != null && environment.getMin() != null && environment.getMax() != null
                && environment.getMax().getX() > environment.getMin().getX() && environment.getMax().getY() > environment.getMin().getY()) {
            return new double[] {environment.getMin().getX(), environment.getMin().getY(), environment.getMax().getX(), environment.getMax().getY()};
        }
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (ObservedTrack track : tracks) {
            double[] xy = track.xy();
            for (int p = 0; p < xy.length; p += 2) {
                minX = Math.min(minX, xy[p]);
                maxX = Math.max(maxX, xy[p]);
                minY = Math.min(minY, xy[p + 1]);
                maxY = Math.max(maxY, xy[p + 1]);
            }
        }
        return new double[] {Math.floor(minX - MARGIN), Math.floor(minY - MARGIN), Math.ceil(maxX + MARGIN), Math.ceil(maxY + MARGIN)};
    }

    /** The tracks' own walking speeds (path over time) as a normal distribution, so a learned place keeps its pace. */
    private static NormalDistribution walkingSpeeds(List<ObservedTrack> tracks) {
        double sum = 0;
        double squares = 0;
        for (ObservedTrack track : tracks) {
            double speed = pathLength(track.xy()) / (track.times()[track.points() - 1] - track.times()[0]);
            sum += speed;
            squares += speed * speed;
        }
        double mean = sum / tracks.size();
        double deviation = Math.sqrt(Math.max(0, squares / tracks.size() - mean * mean));
        NormalDistribution speeds = MODEL.createNormalDistribution();
        speeds.setMean(Math.round(mean * 100) / 100.0);
        speeds.setStandardDeviation(Math.round(deviation * 100) / 100.0);
        speeds.setMin(0.0);
        return speeds;
    }

    private static double pathLength(double[] xy) {
        double length = 0;
        for (int p = 2; p < xy.length; p += 2) {
            length += Math.hypot(xy[p] - xy[p - 2], xy[p + 1] - xy[p - 1]);
        }
        return length;
    }

    private static double millimetres(double metres) {
        return Math.round(metres * 1000) / 1000.0;
    }

    private static Vector2 vector(double x, double y) {
        Vector2 vector = MODEL.createVector2();
        vector.setX(x);
        vector.setY(y);
        return vector;
    }
}
