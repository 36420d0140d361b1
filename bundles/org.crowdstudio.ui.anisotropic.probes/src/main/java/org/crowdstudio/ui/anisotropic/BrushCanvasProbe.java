package org.crowdstudio.ui.anisotropic;

import org.crowdstudio.steering.anisotropic.DirectionField;

/** What the workbench's tests read and press in BrushCanvas; a test fragment, never shipped. */
public final class BrushCanvasProbe {

    private BrushCanvasProbe() {
    }

    /** Called on the UI thread after each bake is shown. */
    public static void onBake(BrushCanvas brushCanvas, Runnable listener) {
        brushCanvas.bakeListener = listener;
    }

    /** The distributions as last baked; null before the first bake or when the field cannot be baked. */
    public static DirectionField baked(BrushCanvas canvas) {
        return canvas.baked;
    }
}
