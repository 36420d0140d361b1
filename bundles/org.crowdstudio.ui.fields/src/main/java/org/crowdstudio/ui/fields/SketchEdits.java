package org.crowdstudio.ui.fields;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.crowdstudio.model.io.ScenarioIds;
import org.crowdstudio.model.scenario.CurveStyle;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.LinkTarget;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.ZeroArea;
import org.crowdstudio.model.scenario.ZeroCells;
import org.crowdstudio.model.scenario.ZeroPolygon;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.osgi.util.NLS;

/**
 * The sketch editor's changes to the model, each one command on the scenario editor's stack so
 * Edit > Undo takes it back whole: a stroke is one command, not one per point.
 */
final class SketchEdits {

    private static final ScenarioPackage MODEL = ScenarioPackage.eINSTANCE;
    private static final ScenarioFactory CREATE = ScenarioFactory.eINSTANCE;

    private final EditingDomain domain;

    SketchEdits(EditingDomain domain) {
        this.domain = domain;
    }

    /**
     * Adds a guide curve through the points (metres, in the source's frame, x y x y ...).
     *
     * @return the curve added, or null if the points do not make a curve
     */
    GuideCurve addCurve(Sketch sketch, double[] points, CurveStyle style, double magnitude) {
        if (points.length < 4) {
            return null;
        }
        GuideCurve curve = CREATE.createGuideCurve();
        curve.setId(ScenarioIds.newId());
        curve.setStyle(style);
        curve.setMagnitude(magnitude);
        curve.getPoints().addAll(vectors(points));
        run(AddCommand.create(domain, sketch, MODEL.getSketch_GuideCurves(), curve), Messages.SketchEdits_addGuideCurve);
        return curve;
    }

    /** Adds a zero area bounded by the vertices; null if fewer than three. */
    ZeroPolygon addZeroPolygon(Sketch sketch, double[] vertices) {
        if (vertices.length < 6) {
            return null;
        }
        ZeroPolygon polygon = CREATE.createZeroPolygon();
        polygon.setId(ScenarioIds.newId());
        polygon.getVertices().addAll(vectors(vertices));
        run(AddCommand.create(domain, sketch, MODEL.getSketch_ZeroAreas(), polygon), Messages.SketchEdits_addZeroArea);
        return polygon;
    }

    /**
     * Paints (or clears) cells of the field's grid as zero area, in the sketch's painted zero
     * cells of that grid size, made on first use.
     *
     * @param cells indices row * columns + column, row 0 the top row
     */
    void paintCells(Sketch sketch, int columns, int rows, Collection<Integer> cells, boolean clear) {
        ZeroCells existing = null;
        for (ZeroArea area : sketch.getZeroAreas()) {
            if (area instanceof ZeroCells painted && painted.getRows().size() == rows
                    && (rows == 0 || painted.getRows().get(0).length() == columns)) {
                existing = painted;
                break;
            }
        }
        List<StringBuilder> text = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            text.add(new StringBuilder(existing != null ? existing.getRows().get(r) : ".".repeat(columns)));
        }
        for (int cell : cells) {
            text.get(cell / columns).setCharAt(cell % columns, clear ? '.' : '#');
        }
        List<String> newRows = text.stream().map(StringBuilder::toString).toList();
        if (existing == null) {
            if (clear) {
                return;
            }
            ZeroCells painted = CREATE.createZeroCells();
            painted.setId(ScenarioIds.newId());
            painted.getRows().addAll(newRows);
            run(AddCommand.create(domain, sketch, MODEL.getSketch_ZeroAreas(), painted), Messages.SketchEdits_paintZeroCells);
        } else if (!newRows.equals(existing.getRows())) {
            run(SetCommand.create(domain, existing, MODEL.getZeroCells_Rows(), newRows), clear ? Messages.SketchEdits_clearZeroCells : Messages.SketchEdits_paintZeroCells);
        }
    }

    /** Removes a guide curve or zero area from its sketch (and any reference to it). */
    void erase(EObject element) {
        Command delete = DeleteCommand.create(domain, element);
        if (!delete.canExecute()) {
            delete = RemoveCommand.create(domain, element);
        }
        run(delete, element instanceof GuideCurve ? Messages.SketchEdits_eraseGuideCurve : Messages.SketchEdits_eraseZeroArea);
    }

    /** Moves every point of the given vectors by (dx, dy) metres, as one command. */
    void move(List<Vector2> points, double dx, double dy, String label) {
        CompoundCommand move = new CompoundCommand(label);
        for (Vector2 point : points) {
            move.append(SetCommand.create(domain, point, MODEL.getVector2_X(), point.getX() + dx));
            move.append(SetCommand.create(domain, point, MODEL.getVector2_Y(), point.getY() + dy));
        }
        run(move, label);
    }

    /** Adds a keyframe after {@code after} (or first), a copy of its sketch if asked, at the parameter value given. */
    Keyframe addKeyframe(InteractionField field, Keyframe after, boolean copySketch, double parameterValue) {
        Keyframe keyframe = CREATE.createKeyframe();
        keyframe.setId(ScenarioIds.newId());
        keyframe.setParameterValue(parameterValue);
        Sketch sketch = copySketch && after != null && after.getSketch() != null ? copyWithNewIds(after.getSketch()) : CREATE.createSketch();
        keyframe.setSketch(sketch);
        if (copySketch && after != null && after.getDomain() != null) {
            keyframe.setDomain(EcoreUtil.copy(after.getDomain()));
        }
        int index = after == null ? field.getKeyframes().size() : field.getKeyframes().indexOf(after) + 1;
        run(AddCommand.create(domain, field, MODEL.getInteractionField_Keyframes(), keyframe, index), Messages.SketchEdits_addKeyframe);
        return keyframe;
    }

    void removeKeyframe(Keyframe keyframe) {
        run(RemoveCommand.create(domain, keyframe), Messages.SketchEdits_removeKeyframe);
    }

    void setParameterValue(Keyframe keyframe, double value) {
        run(SetCommand.create(domain, keyframe, MODEL.getKeyframe_ParameterValue(), value), Messages.SketchEdits_setKeyframeValue);
    }

    /**
     * Links the field to an object of the scenario, or removes the link (IF paper §4.4.2): every
     * binding of the field measures against the target; a field keyed by distance to a linked
     * object keeps that parameter, any other becomes rotation-linked (it turns towards the target
     * instead of facing where its source faces). One command.
     *
     * @param target the agent, obstacle or place, or null to remove the link
     */
    void link(InteractionField field, LinkTarget target) {
        CompoundCommand link = new CompoundCommand(target == null ? Messages.SketchEdits_removeRotationLink : Messages.SketchEdits_linkFieldRotation);
        FieldParameter parameter = field.getParameter();
        if (target != null && parameter != FieldParameter.LINKED_DISTANCE && parameter != FieldParameter.LINKED_ANGLE) {
            link.append(SetCommand.create(domain, field, MODEL.getInteractionField_Parameter(), FieldParameter.LINKED_ANGLE));
        } else if (target == null && parameter == FieldParameter.LINKED_ANGLE) {
            link.append(SetCommand.create(domain, field, MODEL.getInteractionField_Parameter(), FieldParameter.NONE));
        }
        for (FieldBinding binding : FieldLink.bindingsOf(field)) {
            if (binding.getLinkedObject() != target) {
                link.append(SetCommand.create(domain, binding, MODEL.getFieldBinding_LinkedObject(), target == null ? SetCommand.UNSET_VALUE : target));
            }
        }
        if (!link.isEmpty()) {
            run(link, link.getLabel());
        }
    }

    /** Runs the command under the artist's name for it, which Edit > Undo shows ("Undo Add Guide Curve"). */
    private void run(Command command, String label) {
        CompoundCommand named = command instanceof CompoundCommand compound && label.equals(compound.getLabel()) ? compound
                : new CompoundCommand(label, List.of(command));
        if (!named.canExecute()) {
            throw new IllegalStateException(NLS.bind(Messages.SketchEdits_0CannotBeAppliedTo, label));
        }
        domain.getCommandStack().execute(named);
    }

    /** A copied sketch gets ids of its own: two elements of one file never share an id. */
    private static Sketch copyWithNewIds(Sketch original) {
        Sketch copy = EcoreUtil.copy(original);
        copy.eAllContents().forEachRemaining(element -> {
            if (element instanceof org.crowdstudio.model.scenario.Identified identified) {
                identified.setId(ScenarioIds.newId());
            }
        });
        return copy;
    }

    private static List<Vector2> vectors(double[] coordinates) {
        List<Vector2> vectors = new ArrayList<>();
        for (int i = 0; i + 1 < coordinates.length; i += 2) {
            Vector2 vector = CREATE.createVector2();
            vector.setX(round(coordinates[i]));
            vector.setY(round(coordinates[i + 1]));
            vectors.add(vector);
        }
        return vectors;
    }

    /** Millimetres are finer than any hand draws; rounding keeps the file readable ("1.25", not "1.2500000000000002"). */
    private static double round(double metres) {
        return Math.round(metres * 1000) / 1000.0;
    }
}
