package org.crowdstudio.ui.fields;

import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.spi.ElementOpener;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PartInitException;

/**
 * Opens an interaction field in the Field Sketch view when the artist double-clicks it, anything
 * inside it (a keyframe, a guide curve) or a binding of it, wherever the scenario editor shows it.
 */
public final class SketchOpener implements ElementOpener {

    @Override
    public String id() {
        return "interactionFieldSketch";
    }

    @Override
    public boolean open(ScenarioEditor editor, EObject element) throws PartInitException {
        InteractionField field = fieldOf(element);
        if (field == null) {
            return false;
        }
        IViewPart view = editor.getSite().getPage().showView(FieldSketchView.ID);
        if (view instanceof FieldSketchView sketch) {
            sketch.show(editor, field);
        }
        return true;
    }

    private static InteractionField fieldOf(EObject element) {
        if (element instanceof FieldBinding binding) {
            return binding.getField();
        }
        for (EObject container = element; container != null; container = container.eContainer()) {
            if (container instanceof InteractionField field) {
                return field;
            }
        }
        return null;
    }
}
