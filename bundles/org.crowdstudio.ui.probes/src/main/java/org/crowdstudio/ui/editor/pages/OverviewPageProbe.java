package org.crowdstudio.ui.editor.pages;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;

/** What the workbench's tests read and press in OverviewPage; a test fragment, never shipped. */
public final class OverviewPageProbe {

    private OverviewPageProbe() {
    }

    /** The Contents section as shown: each label and its number. */
    public static Map<String, String> contentCounts(OverviewPage overviewPage) {
        Map<String, String> shown = new LinkedHashMap<>();
        overviewPage.contentNumbers.forEach((what, number) -> shown.put(what, number.getText()));
        return shown;
    }

    /** The field of the scenario's name. */
    public static AttributeField nameField(OverviewPage overviewPage) {
        return overviewPage.fields.get(0);
    }

    /** The field of an attribute of the simulation settings. */
    public static AttributeField simulationField(OverviewPage overviewPage, EAttribute attribute) {
        return overviewPage.fields.stream().filter(field -> field.attribute() == attribute).findFirst().orElseThrow();
    }
}
