package org.crowdstudio.compiler.fields;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.compiler.spi.SceneCompilation;

import org.crowdstudio.fields.ActivationRule;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.fields.FieldParameter;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.KeyframedField;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
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
import org.crowdstudio.model.scenario.TimeWindowRule;
import org.crowdstudio.model.scenario.Waypoint;
import org.crowdstudio.model.validation.ElementPath;

/**
 * Translates one scenario's interaction fields into the runtime {@link FieldScene}: every keyframe's
 * sketch baked to its grid (or the stored grid the artist edited), bindings with their sources
 * resolved to agent ids and static poses, and the activation rules. Agents are named by the ids
 * the crowd gives them.
 */
final class FieldSceneTranslator {

    private final Scenario scenario;
    private final SceneCompilation compilation;

    FieldSceneTranslator(SceneCompilation compilation) {
        this.scenario = compilation.scenario();
        this.compilation = compilation;
    }

    FieldScene compile() {
        Map<InteractionField, KeyframedField> shapes = new IdentityHashMap<>();
        List<BoundField> bindings = new ArrayList<>();
        for (int b = 0; b < scenario.getFieldBindings().size(); b++) {
            FieldBinding binding = scenario.getFieldBindings().get(b);
            InteractionField field = binding.getField();
            if (field == null) {
                compilation.problem(binding, "names no field");
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
                    default -> compilation.problem(rule, "names no field");
                }
            } catch (IllegalArgumentException invalid) {
                compilation.problem(rule, invalid.getMessage());
            }
        }
        return new FieldScene(bindings, rules, compilation.agentCount());
    }

    private int fieldIndex(InteractionField field) {
        return scenario.getFields().indexOf(field);
    }

    /** The field's keyframes, baked; null (with problems recorded) if it cannot be. */
    private KeyframedField shape(InteractionField field) {
        if (field.getDomain() == null) {
            compilation.problem(field, "has no domain");
            return null;
        }
        if (field.getKeyframes().isEmpty()) {
            compilation.problem(field, "has no keyframe: draw at least one sketch");
            return null;
        }
        boolean orientation = field.getKind() == FieldKind.ORIENTATION;
        List<KeyframedField.Keyframe> keyframes = new ArrayList<>();
        for (Keyframe keyframe : field.getKeyframes()) {
            try {
                FieldGrid grid = KeyframeBaker.grid(field, keyframe);
                keyframes.add(new KeyframedField.Keyframe(keyframe.getParameterValue(), grid.domain(), grid));
            } catch (IllegalArgumentException invalid) {
                compilation.problem(keyframe, invalid.getMessage());
                return null;
            }
        }
        try {
            return new KeyframedField(keyframes, orientation, field.getBorderFalloff());
        } catch (IllegalArgumentException invalid) {
            compilation.problem(field, invalid.getMessage());
            return null;
        }
    }

    private Optional<BoundField> bind(FieldBinding binding, InteractionField field, KeyframedField shape) {
        String path = ElementPath.of(binding);
        TreeSet<Integer> sourceAgents = new TreeSet<>();
        List<Double> fixed = new ArrayList<>();
        boolean environment = false;
        for (FieldEmitter emitter : binding.getSources()) {
            switch (emitter) {
                case Agent agent -> add(sourceAgents, compilation.idOf(agent));
                case Population population -> add(sourceAgents, compilation.idsOf(population));
                case BehaviourProfile profile -> add(sourceAgents, compilation.idsOf(profile));
                case Obstacle obstacle -> {
                    if (obstacle.getVertices().size() < 3) {
                        compilation.problem(path, "source obstacle " + obstacle.getName() + " has fewer than 3 vertices");
                        return Optional.empty();
                    }
                    double[] centroid = Polygons.centroid(Polygons.of(obstacle.getVertices()));
                    fixed.add(centroid[0]);
                    fixed.add(centroid[1]);
                    fixed.add(obstacle.getOrientation());
                }
                case Environment world -> environment = true;
                default -> {
                    compilation.problem(path, "a source is of an unknown kind");
                    return Optional.empty();
                }
            }
        }
        TreeSet<Integer> receivers = new TreeSet<>();
        for (FieldReceiver receiver : binding.getReceivers()) {
            switch (receiver) {
                case Agent agent -> add(receivers, compilation.idOf(agent));
                case Population population -> add(receivers, compilation.idsOf(population));
                case BehaviourProfile profile -> add(receivers, compilation.idsOf(profile));
                default -> {
                    compilation.problem(path, "a receiver is of an unknown kind");
                    return Optional.empty();
                }
            }
        }
        int linkedAgent = BoundField.NO_AGENT;
        double linkedX = Double.NaN;
        double linkedY = Double.NaN;
        LinkTarget link = binding.getLinkedObject();
        if (link instanceof Agent agent && compilation.idOf(agent) >= 0) {
            linkedAgent = compilation.idOf(agent);
        } else if (link instanceof Obstacle obstacle && obstacle.getVertices().size() >= 3) {
            double[] centroid = Polygons.centroid(Polygons.of(obstacle.getVertices()));
            linkedX = centroid[0];
            linkedY = centroid[1];
        } else if (link instanceof Waypoint waypoint && waypoint.getPosition() != null) {
            linkedX = waypoint.getPosition().getX();
            linkedY = waypoint.getPosition().getY();
        } else if (link instanceof Region region && region.getVertices().size() >= 3) {
            double[] centroid = Polygons.centroid(Polygons.of(region.getVertices()));
            linkedX = centroid[0];
            linkedY = centroid[1];
        }
        String name = path + (field.getName() == null ? "" : " (" + field.getName() + ")");
        try {
            return Optional.of(new BoundField(name, fieldIndex(field), shape, FieldParameter.valueOf(field.getParameter().name()),
                    binding.getWeight(), binding.getNearSourceGain(), ints(sourceAgents), doubles(fixed), environment, ints(receivers), linkedAgent, linkedX, linkedY));
        } catch (IllegalArgumentException invalid) {
            compilation.problem(path, invalid.getMessage().replace(name + ": ", ""));
            return Optional.empty();
        }
    }

    private static void add(Collection<Integer> ids, int id) {
        if (id >= 0) {
            ids.add(id);
        }
    }

    private static void add(Collection<Integer> ids, int[] more) {
        for (int id : more) {
            ids.add(id);
        }
    }

    private static int[] ints(Collection<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }

    private static double[] doubles(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
