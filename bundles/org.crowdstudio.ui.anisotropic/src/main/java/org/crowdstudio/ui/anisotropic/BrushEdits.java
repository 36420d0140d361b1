package org.crowdstudio.ui.anisotropic;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.io.ScenarioIds;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.steering.anisotropic.PolylineSimplifier;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.osgi.util.NLS;

/**
 * The field brush's changes to the model, each one command on the scenario editor's stack, so
 * Edit > Undo takes a whole stroke or a whole eraser drag back.
 */
final class BrushEdits {

    private static final ScenarioFactory CREATE = ScenarioFactory.eINSTANCE;
    private static final ScenarioPackage MODEL = ScenarioPackage.eINSTANCE;

    private final EditingDomain domain;

    BrushEdits(EditingDomain domain) {
        this.domain = domain;
    }

    /**
     * Paints a stroke along the dragged points (AF paper §3.4): its direction the way it was
     * drawn, and for a two-way stroke the opposite way too, as a second stroke over the same
     * points. The hand's tremor is smoothed away to a tenth of a cell.
     *
     * @param points metres, x y x y ..., in drawing order
     * @param weight μ in [0, 1]
     * @param range ρ, metres
     * @return the strokes added; none if the points do not make a stroke
     */
    List<BrushStroke> paint(AnisotropicField field, double[] points, double weight, double range, boolean twoWay) {
        double[] kept = PolylineSimplifier.simplify(points, field.getCellSize() / 10);
        if (kept.length < 4) {
            return List.of();
        }
        List<BrushStroke> strokes = new ArrayList<>();
        strokes.add(stroke(kept, weight, range, 1.5));
        if (twoWay) {
            strokes.add(stroke(reversed(kept), weight, range, 1.5));
        }
        String label = twoWay ? Messages.BrushEdits_paintTwoWayStroke : Messages.BrushEdits_paintStroke;
        execute(new CompoundCommand(label, List.of(AddCommand.create(domain, field, MODEL.getAnisotropicField_Strokes(), strokes))), label);
        return strokes;
    }

    /**
     * Rubs out every part of every stroke that comes within the eraser's radius of the dragged
     * points; what is left of a stroke stays, in as many pieces as the eraser cut it into.
     *
     * @return whether anything was erased
     */
    boolean erase(AnisotropicField field, double[] path, double radius) {
        CompoundCommand erase = new CompoundCommand(Messages.BrushEdits_eraseStrokes);
        double spacing = field.getCellSize() / 2;
        for (BrushStroke stroke : field.getStrokes()) {
            List<double[]> pieces = StrokeEraser.cut(points(stroke), spacing, path, radius);
            if (pieces.size() == 1 && pieces.getFirst().length == 2 * stroke.getPoints().size()) {
                continue; // untouched
            }
            int index = field.getStrokes().indexOf(stroke);
            erase.append(RemoveCommand.create(domain, field, MODEL.getAnisotropicField_Strokes(), stroke));
            List<BrushStroke> left = new ArrayList<>();
            for (double[] piece : pieces) {
                left.add(stroke(piece, stroke.getWeight(), stroke.getRange(), stroke.getFalloff()));
            }
            if (!left.isEmpty()) {
                erase.append(AddCommand.create(domain, field, MODEL.getAnisotropicField_Strokes(), left, index));
            }
        }
        if (erase.isEmpty()) {
            return false;
        }
        execute(erase, Messages.BrushEdits_eraseStrokes);
        return true;
    }

    private static BrushStroke stroke(double[] points, double weight, double range, double falloff) {
        BrushStroke stroke = CREATE.createBrushStroke();
        stroke.setId(ScenarioIds.newId());
        stroke.setWeight(weight);
        stroke.setRange(range);
        stroke.setFalloff(falloff);
        for (int p = 0; p < points.length; p += 2) {
            Vector2 point = CREATE.createVector2();
            point.setX(millimetres(points[p]));
            point.setY(millimetres(points[p + 1]));
            stroke.getPoints().add(point);
        }
        return stroke;
    }

    static double[] points(BrushStroke stroke) {
        double[] xy = new double[2 * stroke.getPoints().size()];
        for (int p = 0; p < stroke.getPoints().size(); p++) {
            xy[2 * p] = stroke.getPoints().get(p).getX();
            xy[2 * p + 1] = stroke.getPoints().get(p).getY();
        }
        return xy;
    }

    private static double[] reversed(double[] points) {
        double[] back = new double[points.length];
        for (int p = 0; p < points.length; p += 2) {
            back[points.length - 2 - p] = points[p];
            back[points.length - 1 - p] = points[p + 1];
        }
        return back;
    }

    /** Millimetres are finer than any brush, and keep the file's numbers short. */
    private static double millimetres(double metres) {
        return Math.round(metres * 1000) / 1000.0;
    }

    private void execute(CompoundCommand command, String label) {
        if (!command.canExecute()) {
            throw new IllegalStateException(NLS.bind(Messages.BrushEdits_0CannotBeAppliedTo, label));
        }
        domain.getCommandStack().execute(command);
    }
}
