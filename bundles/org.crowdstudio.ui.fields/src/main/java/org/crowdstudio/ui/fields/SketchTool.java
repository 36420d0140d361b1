package org.crowdstudio.ui.fields;

/** What a mouse gesture on the sketch canvas does. */
public enum SketchTool {

    SELECT("Select", "Click a curve or zero area to select it (its properties show in the Properties view); drag to move it"),
    POLYLINE("Polyline curve", "Click to add points; double-click or Enter finishes the curve, Esc drops it"),
    FREEHAND("Freehand curve", "Drag to draw a guide curve"),
    ZERO_BRUSH("Zero brush", "Drag to paint zero cells on the field's grid; Shift-drag to clear them"),
    ZERO_POLYGON("Zero polygon", "Click to add corners; double-click or Enter closes the zero area, Esc drops it"),
    ERASER("Eraser", "Click a curve or zero area to erase it"),
    LINK("Link", "Click to link the field's rotation to an agent, obstacle or place of the scenario: the field turns towards it"),
    PAN("Pan", "Drag to move the view; the mouse wheel zooms anywhere");

    private final String label;
    private final String hint;

    SketchTool(String label, String hint) {
        this.label = label;
        this.hint = hint;
    }

    public String label() {
        return label;
    }

    /** One sentence on how to use the tool, shown in the status line. */
    public String hint() {
        return hint;
    }
}
