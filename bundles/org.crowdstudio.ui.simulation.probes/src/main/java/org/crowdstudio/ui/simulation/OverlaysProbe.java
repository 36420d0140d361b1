package org.crowdstudio.ui.simulation;

/** What the workbench's tests read and press in Overlays; a test fragment, never shipped. */
public final class OverlaysProbe {

    private OverlaysProbe() {
    }

    /** Whether the contributed overlay with this id is shown. */
    public static boolean contributedShown(Overlays overlays, String id) {
        return overlays.contributed.shown(id);
    }
}
