package org.crowdstudio.ui.editor.pages;

import org.eclipse.swt.widgets.Control;

/** What the workbench's tests read and press in AttributeField; a test fragment, never shipped. */
public final class AttributeFieldProbe {

    private AttributeFieldProbe() {
    }

    /** The widget, for layout and. */
    public static Control control(AttributeField attributeField) {
        return attributeField.control;
    }
}
