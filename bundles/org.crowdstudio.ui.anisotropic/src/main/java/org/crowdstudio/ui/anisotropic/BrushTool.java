package org.crowdstudio.ui.anisotropic;

/** What a left-button drag does on the field brush's canvas. */
public enum BrushTool {
    ONE_WAY("Brush", "Paint a stroke: walkers here tend to go the way you drag (AF paper §3.4)"),
    TWO_WAY("Two-way brush", "Paint a two-way stroke: walkers here tend to go the way you drag or back"),
    ERASER("Eraser", "Rub out the strokes you drag over, within the brush radius"),
    PAN("Pan", "Drag to move the view; the wheel zooms everywhere");

    private final String label;
    private final String hint;

    BrushTool(String label, String hint) {
        this.label = label;
        this.hint = hint;
    }

    public String label() {
        return label;
    }

    public String hint() {
        return hint;
    }
}
