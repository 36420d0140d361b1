package org.crowdstudio.ui.anisotropic;

/** What a left-button drag does on the field brush's canvas. */
public enum BrushTool {
    ONE_WAY(Messages.BrushTool_brush, Messages.BrushTool_paintAStrokeWalkersHere),
    TWO_WAY(Messages.BrushTool_twoWayBrush, Messages.BrushTool_paintATwoWayStroke),
    ERASER(Messages.BrushTool_eraser, Messages.BrushTool_rubOutTheStrokesYou),
    PAN(Messages.BrushTool_pan, Messages.BrushTool_dragToMoveTheView);

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
