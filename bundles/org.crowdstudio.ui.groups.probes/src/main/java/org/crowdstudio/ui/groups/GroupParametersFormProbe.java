package org.crowdstudio.ui.groups;

import org.eclipse.swt.widgets.Button;

/** What the workbench's tests read and press in GroupParametersForm; a test fragment, never shipped. */
public final class GroupParametersFormProbe {

    private GroupParametersFormProbe() {
    }

    /** The button that gives the owner parameters or takes them away. */
    public static Button button(GroupParametersForm groupParametersForm) {
        return groupParametersForm.button();
    }
}
