package org.crowdstudio.ui.anisotropic;


/** What the workbench's tests read and press in FieldBrushView; a test fragment, never shipped. */
public final class FieldBrushViewProbe {

    private FieldBrushViewProbe() {
    }

    /** The drawing surface. */
    public static BrushCanvas canvas(FieldBrushView fieldBrushView) {
        return fieldBrushView.canvas;
    }

    /** Sets the brush radius, metres, as its spinner does. */
    public static void chooseRadius(FieldBrushView fieldBrushView, double metres) {
        fieldBrushView.radius.setSelection((int) Math.round(metres * 10));
        fieldBrushView.canvas.setRadius(fieldBrushView.radius.getSelection() / 10.0);
    }
}
