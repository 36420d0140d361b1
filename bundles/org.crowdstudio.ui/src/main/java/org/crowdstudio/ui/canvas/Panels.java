package org.crowdstudio.ui.canvas;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;

/** The body of a view: controls stacked top to bottom, edge to edge, the canvas taking what is left. */
public final class Panels {

    private Panels() {
    }

    public static Composite column(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        body.setLayout(layout);
        return body;
    }
}
