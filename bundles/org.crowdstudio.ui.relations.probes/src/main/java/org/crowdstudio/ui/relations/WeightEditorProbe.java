package org.crowdstudio.ui.relations;

import org.eclipse.swt.widgets.Text;

/** What the workbench's tests read and press in WeightEditor; a test fragment, never shipped. */
public final class WeightEditorProbe {

    private WeightEditorProbe() {
    }

    /** The field the weight is typed in. */
    public static Text field(WeightEditor editor) {
        return editor.field;
    }

    /** The reason the last weight typed was refused, or an empty string. */
    public static String refusal(WeightEditor editor) {
        return editor.reason.isDisposed() || !editor.reason.isVisible() ? "" : editor.reason.getText();
    }

    /** Whether the field is still open over the graph. */
    public static boolean isOpen(WeightEditor editor) {
        return !editor.field.isDisposed();
    }
}
