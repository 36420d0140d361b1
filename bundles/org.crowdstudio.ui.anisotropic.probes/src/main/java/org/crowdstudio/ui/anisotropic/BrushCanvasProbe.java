package org.crowdstudio.ui.anisotropic;


/** What the workbench's tests read and press in BrushCanvas; a test fragment, never shipped. */
public final class BrushCanvasProbe {

    private BrushCanvasProbe() {
    }

    /** Called on the UI thread after each bake is shown. */
    public static void onBake(BrushCanvas brushCanvas, Runnable listener) {
        brushCanvas.bakeListener = listener;
    }
}
