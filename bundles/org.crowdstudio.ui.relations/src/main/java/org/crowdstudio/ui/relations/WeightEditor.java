package org.crowdstudio.ui.relations;

import org.crowdstudio.model.scenario.Relation;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * Types a relation's weight in place, over its label: Enter takes it, Escape or leaving the field
 * drops it. A weight that is not a number in [0, 1] is refused with the reason shown right under
 * the field, which stays open with what was typed; nothing changes in the scenario.
 */
final class WeightEditor {

    /** What becomes of a typed weight. */
    interface Taker {

        /** Takes the weight; throws when it is refused. */
        void take(Relation relation, double weight) throws RelationEdits.Refused;
    }

    final Text field;
    final Label reason;
    private final Relation relation;
    private final Taker taker;

    private WeightEditor(Composite canvas, Relation relation, Rectangle where, Taker taker) {
        this.relation = relation;
        this.taker = taker;
        field = new Text(canvas, SWT.BORDER | SWT.SINGLE | SWT.CENTER);
        field.setBounds(where);
        field.setText(GraphPainter.number(relation.getWeight()));
        field.selectAll();
        reason = new Label(canvas, SWT.WRAP);
        reason.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        reason.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_INFO_BACKGROUND));
        reason.setVisible(false);
        field.addListener(SWT.DefaultSelection, event -> commit());
        field.addListener(SWT.Traverse, event -> {
            if (event.detail == SWT.TRAVERSE_ESCAPE) {
                event.doit = false;
                close();
            }
        });
        field.addListener(SWT.FocusOut, event -> {
            if (!reason.isVisible()) {
                close();
            }
        });
        field.setFocus();
    }

    /** Opens the field over the label's place in the canvas. */
    static WeightEditor open(Composite canvas, Relation relation, Rectangle where, Taker taker) {
        return new WeightEditor(canvas, relation, where, taker);
    }

    private void commit() {
        try {
            taker.take(relation, RelationEdits.weight(field.getText()));
            close();
        } catch (RelationEdits.Refused refused) {
            reason.setText(refused.getMessage());
            Rectangle at = field.getBounds();
            int width = Math.max(260, at.width);
            reason.setBounds(at.x, at.y + at.height + 2, width, reason.computeSize(width, SWT.DEFAULT).y);
            reason.setVisible(true);
            field.selectAll();
            field.setFocus();
        }
    }

    void close() {
        if (!field.isDisposed()) {
            field.dispose();
        }
        if (!reason.isDisposed()) {
            reason.dispose();
        }
    }
}
