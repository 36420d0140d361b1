package org.crowdstudio.ui.editor.pages;

import org.eclipse.swt.widgets.Control;

/** What the workbench's tests read and press in AttributeField; a test fragment, never shipped. */
public final class AttributeFieldProbe {

    private AttributeFieldProbe() {
    }

    /** The widget the attribute is edited in (a text field, a check box or a drop-down). */
    public static Control control(AttributeField attributeField) {
        return attributeField.control;
    }
}
