package org.crowdstudio.ui.simulation;

import org.eclipse.swt.widgets.Scale;

/** What the workbench's tests read and press in LiveControls; a test fragment, never shipped. */
public final class LiveControlsProbe {

    private LiveControlsProbe() {
    }

    /** @return the named control's slider, or null when the run declares no such control */
    public static Scale slider(LiveControls liveControls, String name) {
        Scale slider = liveControls.sliders.get(name);
        return slider == null || slider.isDisposed() ? null : slider;
    }
}
