package org.crowdstudio.ui.groups;

import org.eclipse.swt.widgets.Combo;

/** What the workbench's tests read and press in FormationChoice; a test fragment, never shipped. */
public final class FormationChoiceProbe {

    private FormationChoiceProbe() {
    }

    /** The drop-down. */
    public static Combo choice(FormationChoice formationChoice) {
        return formationChoice.choice;
    }
}
