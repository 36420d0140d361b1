package org.crowdstudio.ui.editor.pages;

import org.eclipse.jface.fieldassist.ControlDecoration;
import org.eclipse.jface.fieldassist.FieldDecorationRegistry;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;

/** The red mark beside a form widget whose text was refused, with why as its tooltip; made on first use. */
final class ErrorMark {

    private final Control control;
    private ControlDecoration decoration;

    ErrorMark(Control control) {
        this.control = control;
    }

    /** @param message why the text was refused, or null to take the mark away */
    void show(String message) {
        if (message == null) {
            if (decoration != null) {
                decoration.hide();
            }
            return;
        }
        if (decoration == null) {
            decoration = new ControlDecoration(control, SWT.LEFT | SWT.TOP);
            decoration.setImage(FieldDecorationRegistry.getDefault().getFieldDecoration(FieldDecorationRegistry.DEC_ERROR).getImage());
        }
        decoration.setDescriptionText(message);
        decoration.show();
    }
}
