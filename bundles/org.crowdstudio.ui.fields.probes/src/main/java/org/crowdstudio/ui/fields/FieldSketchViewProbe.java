package org.crowdstudio.ui.fields;


/** What the workbench's tests read and press in FieldSketchView; a test fragment, never shipped. */
public final class FieldSketchViewProbe {

    private FieldSketchViewProbe() {
    }

    /** The drawing surface. */
    public static SketchCanvas canvas(FieldSketchView fieldSketchView) {
        return fieldSketchView.canvas;
    }
}
