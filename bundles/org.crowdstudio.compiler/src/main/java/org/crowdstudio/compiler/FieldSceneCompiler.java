package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import org.crowdstudio.fields.ActivationRule;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.DiskDomain;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.fields.FieldParameter;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.GuideCurve;
import org.crowdstudio.fields.KeyframedField;
import org.crowdstudio.fields.PaintedCells;
import org.crowdstudio.fields.RectangleDomain;
import org.crowdstudio.fields.SketchedField;
import org.crowdstudio.fields.ZeroPolygon;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.EnterFieldRule;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldEmitter;
import org.crowdstudio.model.scenario.FieldKind;
import org.crowdstudio.model.scenario.FieldReceiver;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.LinkTarget;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.TimeWindowRule;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.Waypoint;
import org.crowdstudio.model.scenario.ZeroArea;
import org.crowdstudio.model.scenario.ZeroCells;
import org.crowdstudio.model.validation.ElementPath;

/**
 * Translates a scenario's interaction fields into the runtime {@link FieldScene}: every keyframe's
 * sketch baked to its grid (or the stored grid the artist edited), bindings with their sources
 * resolved to agent ids and static poses, and the activation rules. Agents are named by the ids
 * the crowd gives them.
 */
final class FieldSceneCompiler {

    private final Scenario scenario;
    private final Map<Agent, Integer> agentIds;
    private final Map<Population, int[]> populationIds;
    private final Map<BehaviourProfile, int[]> profileIds;
    private final int agentCount;
    private final List<CompileProblem> problems;

    /**
     * @param agentIds the id each explicitly placed agent got
     * @param populationIds the ids of each population's agents
     * @param profileIds the ids of the agents of each profile
     */
    FieldSceneCompiler(Scenario scenario, Map<Agent, Integer> agentIds, Map<Population, int[]> populationIds,
            Map<BehaviourProfile, int[]> profileIds, int agentCount, List<CompileProblem> problems) {
        this.scenario = scenario;
        this.agentIds = agentIds;
        this.populationIds = populationIds;
        this.profileIds = profileIds;
        this.agentCount = agentCount;
        this.problems = problems;
    }

    FieldScene compile() {
        Map<InteractionField, KeyframedField> shapes = new IdentityHashMap<>();
        List<BoundField> bindings = new ArrayList<>();
        for (int b = 0; b < scenario.getFieldBindings().size(); b++) {
            FieldBinding binding = scenario.getFieldBindings().get(b);
            InteractionField field = binding.getField();
            if (field == null) {
                problems.add(new CompileProblem(ElementPath.of(binding), "names no field"));
                continue;
            }
            // A field that cannot be baked is reported once, however many bindings use it.
            if (!shapes.containsKey(field)) {
                shapes.put(field, shape(field));
            }
            KeyframedField shape = shapes.get(field);
            // Weight 0 mutes a binding (eq. 1 would add nothing), e.g. while the artist compares.
            if (shape != null && binding.getWeight() > 0) {
                bind(binding, field, shape).ifPresent(bindings::add);
            }
        }
        List<ActivationRule> rules = new ArrayList<>();
        for (org.crowdstudio.model.scenario.ActivationRule rule : scenario.getActivationRules()) {
            try {
                switch (rule) {
                    case TimeWindowRule window when window.getField() != null ->
                        rules.add(new ActivationRule.TimeWindow(fieldIndex(window.getField()), window.getStart(), window.getEnd()));
                    case EnterFieldRule enter when enter.getEntered() != null && enter.getIgnored() != null ->
                        rules.add(new ActivationRule.EnterField(fieldIndex(enter.getEntered()), fieldIndex(enter.getIgnored()), enter.getDuration(),
                                enter.isThenIgnoreEntered()));
                    default -> problems.add(new CompileProblem(ElementPath.of(rule), "names no field"));
                }
            } catch (IllegalArgumentException invalid) {
                problems.add(new CompileProblem(ElementPath.of(rule), invalid.getMessage()));
            }
        }
        return new FieldScene(bindings, rules, agentCount);
    }

    private int fieldIndex(InteractionField field) {
        return scenario.getFields().indexOf(field);
    }

    /** The field's keyframes, baked; null (with problems recorded) if it cannot be. */
    private KeyframedField shape(InteractionField field) {
        if (field.getDomain() == null) {
            problems.add(new CompileProblem(ElementPath.of(field), "has no domain"));
            return null;
        }
        if (field.getKeyframes().isEmpty()) {
            problems.add(new CompileProblem(ElementPath.of(field), "has no keyframe: draw at least one sketch"));
            return null;
        }
        boolean orientation = field.getKind() == FieldKind.ORIENTATION;
        List<KeyframedField.Keyframe> keyframes = new ArrayList<>();
        for (Keyframe keyframe : field.getKeyframes()) {
            try {
                org.crowdstudio.fields.Domain domain = domain(keyframe.getDomain() != null ? keyframe.getDomain() : field.getDomain());
                FieldGrid grid = keyframe.getBakedGrid() != null ? storedGrid(keyframe.getBakedGrid(), domain)
                        : FieldGrid.bake(new SketchedField(sketch(keyframe.getSketch(), orientation), domain, orientation, field.getIdwPower(),
                                field.getSamplingStep()), field.getGridColumns(), field.getGridRows());
                keyframes.add(new KeyframedField.Keyframe(keyframe.getParameterValue(), domain, grid));
            } catch (IllegalArgumentException invalid) {
                problems.add(new CompileProblem(ElementPath.of(keyframe), invalid.getMessage()));
                return null;
            }
        }
        try {
            return new KeyframedField(keyframes, orientation, field.getBorderFalloff());
        } catch (IllegalArgumentException invalid) {
            problems.add(new CompileProblem(ElementPath.of(field), invalid.getMessage()));
            return null;
        }
    }

    private static org.crowdstudio.fields.Domain domain(Domain domain) {
        Vector2 centre = domain.getCenter();
        double x = centre == null ? 0 : centre.getX();
        double y = centre == null ? 0 : centre.getY();
        return switch (domain) {
            case org.crowdstudio.model.scenario.RectangleDomain rectangle -> new RectangleDomain(x, y, rectangle.getWidth(), rectangle.getHeight());
            case org.crowdstudio.model.scenario.DiskDomain disk -> new DiskDomain(x, y, disk.getRadius());
            default -> throw new IllegalArgumentException("the domain is of an unknown shape");
        };
    }

    private static org.crowdstudio.fields.Sketch sketch(Sketch sketch, boolean orientation) {
        if (sketch == null) {
            throw new IllegalArgumentException("has no sketch");
        }
        List<GuideCurve> curves = new ArrayList<>();
        for (org.crowdstudio.model.scenario.GuideCurve curve : sketch.getGuideCurves()) {
            curves.add(new GuideCurve(ScenarioCompiler.polygon(curve.getPoints()), orientation ? 1 : curve.getMagnitude(),
                    curve.getInfluenceDistance()));
        }
        List<ZeroPolygon> polygons = new ArrayList<>();
        List<String> painted = null;
        for (ZeroArea area : sketch.getZeroAreas()) {
            switch (area) {
                case org.crowdstudio.model.scenario.ZeroPolygon polygon -> polygons.add(new ZeroPolygon(ScenarioCompiler.polygon(polygon.getVertices())));
                case ZeroCells cells -> painted = union(painted, cells.getRows());
                default -> throw new IllegalArgumentException("a zero area is of an unknown kind");
            }
        }
        return new org.crowdstudio.fields.Sketch(curves, polygons, painted == null ? null : new PaintedCells(painted));
    }

    /** Two paintings on the same grid as one: a cell is painted if either paints it. */
    private static List<String> union(List<String> painted, List<String> more) {
        if (painted == null) {
            return List.copyOf(more);
        }
        if (painted.size() != more.size() || (!more.isEmpty() && painted.get(0).length() != more.get(0).length())) {
            throw new IllegalArgumentException("two painted zero areas have grids of different sizes");
        }
        List<String> union = new ArrayList<>();
        for (int r = 0; r < painted.size(); r++) {
            StringBuilder row = new StringBuilder(painted.get(r));
            for (int c = 0; c < row.length(); c++) {
                if (c < more.get(r).length() && more.get(r).charAt(c) == '#') {
                    row.setCharAt(c, '#');
                }
            }
            union.add(row.toString());
        }
        return union;
    }

    /** A grid as stored: one text row per grid row, cells "vx vy" separated by ";", empty for a hole. */
    private static FieldGrid storedGrid(BakedGrid stored, org.crowdstudio.fields.Domain domain) {
        int columns = stored.getColumns();
        int rows = stored.getRows();
        if (stored.getCells().size() != rows) {
            throw new IllegalArgumentException("the baked grid has " + stored.getCells().size() + " rows of cells, not " + rows);
        }
        double[] vx = new double[Math.max(0, columns * rows)];
        double[] vy = new double[vx.length];
        for (int r = 0; r < rows; r++) {
            String[] cells = stored.getCells().get(r).split(";", -1);
            if (cells.length != columns) {
                throw new IllegalArgumentException("row " + (r + 1) + " of the baked grid has " + cells.length + " cells, not " + columns);
            }
            for (int c = 0; c < columns; c++) {
                String cell = cells[c].trim();
                int i = r * columns + c;
                if (cell.isEmpty()) {
                    vx[i] = Double.NaN;
                    vy[i] = Double.NaN;
                    continue;
                }
                String[] parts = cell.split("\\s+");
                try {
                    if (parts.length != 2) {
                        throw new NumberFormatException();
                    }
                    vx[i] = Double.parseDouble(parts[0]);
                    vy[i] = Double.parseDouble(parts[1]);
                } catch (NumberFormatException notTwoNumbers) {
                    throw new IllegalArgumentException("cell " + (c + 1) + " of row " + (r + 1) + " of the baked grid is '" + cell
                            + "', not two numbers \"vx vy\"");
                }
            }
        }
        return new FieldGrid(domain, columns, rows, vx, vy);
    }

    private Optional<BoundField> bind(FieldBinding binding, InteractionField field, KeyframedField shape) {
        String path = ElementPath.of(binding);
        TreeSet<Integer> sourceAgents = new TreeSet<>();
        List<Double> fixed = new ArrayList<>();
        boolean environment = false;
        for (FieldEmitter emitter : binding.getSources()) {
            switch (emitter) {
                case Agent agent -> add(sourceAgents, agentIds.get(agent));
                case Population population -> add(sourceAgents, populationIds.get(population));
                case BehaviourProfile profile -> add(sourceAgents, profileIds.get(profile));
                case Obstacle obstacle -> {
                    if (obstacle.getVertices().size() < 3) {
                        problems.add(new CompileProblem(path, "source obstacle " + obstacle.getName() + " has fewer than 3 vertices"));
                        return Optional.empty();
                    }
                    double[] centroid = Polygons.centroid(ScenarioCompiler.polygon(obstacle.getVertices()));
                    fixed.add(centroid[0]);
                    fixed.add(centroid[1]);
                    fixed.add(obstacle.getOrientation());
                }
                case Environment world -> environment = true;
                default -> {
                    problems.add(new CompileProblem(path, "a source is of an unknown kind"));
                    return Optional.empty();
                }
            }
        }
        TreeSet<Integer> receivers = new TreeSet<>();
        for (FieldReceiver receiver : binding.getReceivers()) {
            switch (receiver) {
                case Agent agent -> add(receivers, agentIds.get(agent));
                case Population population -> add(receivers, populationIds.get(population));
                case BehaviourProfile profile -> add(receivers, profileIds.get(profile));
                default -> {
                    problems.add(new CompileProblem(path, "a receiver is of an unknown kind"));
                    return Optional.empty();
                }
            }
        }
        int linkedAgent = BoundField.NO_AGENT;
        double linkedX = Double.NaN;
        double linkedY = Double.NaN;
        LinkTarget link = binding.getLinkedObject();
        if (link instanceof Agent agent && agentIds.containsKey(agent)) {
            linkedAgent = agentIds.get(agent);
        } else if (link instanceof Obstacle obstacle && obstacle.getVertices().size() >= 3) {
            double[] centroid = Polygons.centroid(ScenarioCompiler.polygon(obstacle.getVertices()));
            linkedX = centroid[0];
            linkedY = centroid[1];
        } else if (link instanceof Waypoint waypoint && waypoint.getPosition() != null) {
            linkedX = waypoint.getPosition().getX();
            linkedY = waypoint.getPosition().getY();
        } else if (link instanceof Region region && region.getVertices().size() >= 3) {
            double[] centroid = Polygons.centroid(ScenarioCompiler.polygon(region.getVertices()));
            linkedX = centroid[0];
            linkedY = centroid[1];
        }
        String name = path + (field.getName() == null ? "" : " (" + field.getName() + ")");
        try {
            return Optional.of(new BoundField(name, fieldIndex(field), shape, FieldParameter.valueOf(field.getParameter().name()),
                    binding.getWeight(), binding.getNearSourceGain(), ints(sourceAgents), doubles(fixed), environment, ints(receivers), linkedAgent, linkedX, linkedY));
        } catch (IllegalArgumentException invalid) {
            problems.add(new CompileProblem(path, invalid.getMessage().replace(name + ": ", "")));
            return Optional.empty();
        }
    }

    private static void add(Collection<Integer> ids, Integer id) {
        if (id != null) {
            ids.add(id);
        }
    }

    private static void add(Collection<Integer> ids, int[] more) {
        if (more != null) {
            for (int id : more) {
                ids.add(id);
            }
        }
    }

    private static int[] ints(Collection<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }

    private static double[] doubles(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
