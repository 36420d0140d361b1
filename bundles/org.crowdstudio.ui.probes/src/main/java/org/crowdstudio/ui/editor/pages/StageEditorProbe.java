package org.crowdstudio.ui.editor.pages;

import org.eclipse.swt.widgets.Combo;
import org.eclipse.ui.forms.widgets.Hyperlink;

/** What the workbench's tests read and press in StageEditor; a test fragment, never shipped. */
public final class StageEditorProbe {

    private StageEditorProbe() {
    }

    /** The algorithm drop-down. */
    public static Combo algorithmChoice(StageEditor stageEditor) {
        return stageEditor.algorithm;
    }

    /** The link that removes a list entry (a velocity source, a waypoint modifier); null for a single stage. */
    public static Hyperlink removeLink(StageEditor stageEditor) {
        return stageEditor.remove;
    }
}
