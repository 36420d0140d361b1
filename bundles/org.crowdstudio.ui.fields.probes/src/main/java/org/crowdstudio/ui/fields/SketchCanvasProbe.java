package org.crowdstudio.ui.fields;

import org.crowdstudio.fields.FieldGrid;
import org.eclipse.swt.widgets.Menu;

/** What the workbench's tests read and press in SketchCanvas; a test fragment, never shipped. */
public final class SketchCanvasProbe {

    private SketchCanvasProbe() {
    }

    /** The link tool's menu last opened, or null. */
    public static Menu linkMenu(SketchCanvas sketchCanvas) {
        return sketchCanvas.linkMenu;
    }

    /** The preview's grid as last baked; null before the first bake or when the sketch cannot be baked. */
    public static FieldGrid previewGrid(SketchCanvas sketchCanvas) {
        return sketchCanvas.grid;
    }
}
