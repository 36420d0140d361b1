package org.crowdstudio.ui.fields;

/** What a mouse gesture on the sketch canvas does. */
public enum SketchTool {

    SELECT(Messages.SketchTool_select, Messages.SketchTool_clickACurveOrZero),
    POLYLINE(Messages.SketchTool_polylineCurve, Messages.SketchTool_clickToAddPointsDouble),
    FREEHAND(Messages.SketchTool_freehandCurve, Messages.SketchTool_dragToDrawAGuide),
    ZERO_BRUSH(Messages.SketchTool_zeroBrush, Messages.SketchTool_dragToPaintZeroCells),
    ZERO_POLYGON(Messages.SketchTool_zeroPolygon, Messages.SketchTool_clickToAddCornersDouble),
    ERASER(Messages.SketchTool_eraser, Messages.SketchTool_clickACurveOrZero2),
    LINK(Messages.SketchTool_link, Messages.SketchTool_clickToLinkTheField),
    PAN(Messages.SketchTool_pan, Messages.SketchTool_dragToMoveTheView);

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
