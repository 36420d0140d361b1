package org.crowdstudio.ui.fields;

import java.util.List;

import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.LinkTarget;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

/**
 * The link tool's pop-up menu: the scenario's agents, obstacles and places to link the field to
 * (the one it is linked to ticked), and "No link". A field that cannot take a rotation link says
 * why at the top and offers nothing.
 */
final class LinkMenu {

    private LinkMenu() {
    }

    /**
     * Builds the menu for the field and shows it at a display point; the caller disposes it.
     *
     * @return the menu, so that a caller (or a test) can pick its items
     */
    static Menu open(Control parent, InteractionField field, SketchEdits edits, Point at) {
        Menu menu = new Menu(parent);
        String refusal = FieldLink.whyNotLinkable(field);
        MenuItem header = new MenuItem(menu, SWT.PUSH);
        header.setText(refusal != null ? refusal
                : field.getParameter() == FieldParameter.LINKED_DISTANCE ? Messages.LinkMenu_measureTheFieldSDistance : Messages.LinkMenu_turnTheFieldTowards);
        header.setEnabled(false);
        new MenuItem(menu, SWT.SEPARATOR);
        List<LinkTarget> linked = FieldLink.linked(field);
        for (LinkTarget target : FieldLink.candidates(field)) {
            MenuItem item = new MenuItem(menu, SWT.CHECK);
            item.setText(FieldLink.label(target));
            item.setSelection(linked.contains(target));
            item.setEnabled(refusal == null);
            item.addListener(SWT.Selection, event -> edits.link(field, target));
        }
        new MenuItem(menu, SWT.SEPARATOR);
        MenuItem none = new MenuItem(menu, SWT.PUSH);
        none.setText(Messages.LinkMenu_noLink);
        none.setEnabled(!linked.isEmpty());
        none.addListener(SWT.Selection, event -> edits.link(field, null));
        menu.setLocation(at);
        menu.setVisible(true);
        return menu;
    }
}
