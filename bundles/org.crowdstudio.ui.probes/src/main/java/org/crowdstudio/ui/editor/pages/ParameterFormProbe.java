package org.crowdstudio.ui.editor.pages;

import java.util.List;

/** What the workbench's tests read and press in ParameterForm; a test fragment, never shipped. */
public final class ParameterFormProbe {

    private ParameterFormProbe() {
    }

    /** The ids of the parameters shown, in the order the algorithm declares them. */
    public static List<String> parameterIds(ParameterForm parameterForm) {
        return parameterForm.rows.stream().map(row -> row.parameter().id()).toList();
    }
}
