package org.crowdstudio.ui.editor.pages;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerEditor;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationEvent;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationStrategy;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.FocusCellOwnerDrawHighlighter;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TableViewerEditor;
import org.eclipse.jface.viewers.TableViewerFocusCellManager;
import org.eclipse.jface.viewers.ViewerCell;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * Model elements as rows of a table on a form, with columns that show a value and, where the value
 * is simple, edit it in the cell: a click on a cell of the selected row (or F2) opens the cell's
 * editor, Enter commits it as one undoable command. Columns are declared by what they show, so each page
 * lists its columns in a few lines.
 */
public final class ModelTable {

    private final TableViewer viewer;
    private final ScenarioEditing editing;
    private Supplier<List<?>> rows = List::of;
    private long selectionChangedAt;

    /** A click this long after the row was selected is a second click on a selected row, not the one that selected it. */
    private static final long SELECTED_BEFORE_MILLIS = 400;
    /** Room around a column's title for the header's margins and the sort/resize handle. */
    private static final int TITLE_PADDING = 24;

    /** @param heightHint the table's height in rows of text */
    public ModelTable(Composite parent, FormToolkit toolkit, ScenarioEditing editing, int heightHint) {
        this.editing = editing;
        Table table = toolkit.createTable(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData layout = new GridData(SWT.FILL, SWT.FILL, true, true);
        layout.heightHint = heightHint * table.getItemHeight() + table.getHeaderHeight();
        layout.widthHint = 200;
        table.setLayoutData(layout);
        viewer = new TableViewer(table);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setUseHashlookup(true);
        viewer.addSelectionChangedListener(event -> selectionChangedAt = System.currentTimeMillis());
        TableViewerFocusCellManager focus = new TableViewerFocusCellManager(viewer, new FocusCellOwnerDrawHighlighter(viewer));
        TableViewerEditor.create(viewer, focus, new ColumnViewerEditorActivationStrategy(viewer) {
            @Override
            protected boolean isEditorActivationEvent(ColumnViewerEditorActivationEvent event) {
                return switch (event.eventType) {
                    case ColumnViewerEditorActivationEvent.MOUSE_CLICK_SELECTION -> clickOnSelectedRow(event);
                    case ColumnViewerEditorActivationEvent.PROGRAMMATIC, ColumnViewerEditorActivationEvent.TRAVERSAL -> true;
                    case ColumnViewerEditorActivationEvent.KEY_PRESSED -> event.keyCode == SWT.F2;
                    default -> false;
                };
            }
        }, ColumnViewerEditor.TABBING_HORIZONTAL | ColumnViewerEditor.TABBING_MOVE_TO_ROW_NEIGHBOR | ColumnViewerEditor.KEYBOARD_ACTIVATION);
    }

    /**
     * A click edits a cell only in a row that was already selected, as in a file manager: the
     * first click selects (and shows the row's details), the next one edits.
     */
    private boolean clickOnSelectedRow(ColumnViewerEditorActivationEvent event) {
        Object row = event.getSource() instanceof ViewerCell cell ? cell.getElement() : null;
        return row != null && row == selected() && System.currentTimeMillis() - selectionChangedAt > SELECTED_BEFORE_MILLIS;
    }

    public TableViewer viewer() {
        return viewer;
    }

    /** The rows, asked for again on every refresh (the list may be replaced, e.g. when another profile is chosen). */
    public ModelTable rows(Supplier<List<?>> newRows) {
        rows = newRows;
        return this;
    }

    /** A column that shows a text and is not edited here. */
    public ModelTable text(String title, int width, Function<Object, String> text) {
        column(title, width, text, null);
        return this;
    }

    /** A column that shows and edits an attribute of the row (or of an element the row leads to, e.g. its position). */
    public ModelTable attribute(String title, int width, Function<Object, ? extends EObject> target, EAttribute attribute) {
        column(title, width, row -> {
            EObject element = target.apply(row);
            if (element == null) {
                return "";
            }
            Object value = element.eGet(attribute);
            return value instanceof org.eclipse.emf.common.util.Enumerator literal ? Labels.literal(literal.getLiteral())
                    : AttributeValues.format(attribute, value);
        }, new AttributeCellEditing(viewer, editing, target, attribute));
        return this;
    }

    /** A column that shows an attribute of the row itself and edits it. */
    public ModelTable attribute(String title, int width, EAttribute attribute) {
        return attribute(title, width, row -> (EObject) row, attribute);
    }

    /** A column that shows which element a single reference of the row points to and lets the artist choose another. */
    public ModelTable reference(String title, int width, EReference reference, Supplier<List<? extends EObject>> candidates) {
        column(title, width, row -> Labels.name(((EObject) row).eGet(reference)), new ReferenceCellEditing(viewer, editing, reference, candidates));
        return this;
    }

    private int titleWidth(String title) {
        GC gc = new GC(viewer.getTable());
        try {
            gc.setFont(viewer.getTable().getFont());
            return gc.textExtent(title).x + TITLE_PADDING;
        } finally {
            gc.dispose();
        }
    }

    private void column(String title, int width, Function<Object, String> text, EditingSupport editingSupport) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        // Never narrower than its title: a clipped header ("Member wei…") reads as a fault.
        column.getColumn().setWidth(Math.max(width, titleWidth(title)));
        column.getColumn().setMoveable(false);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(element);
            }
        });
        if (editingSupport != null) {
            column.setEditingSupport(editingSupport);
        }
    }

    /** Reads the rows again and shows their values; keeps the selection where the rows remain. */
    public void refresh() {
        if (viewer.getControl().isDisposed()) {
            return;
        }
        List<?> current = rows.get();
        Object input = viewer.getInput();
        if (input instanceof Object[] shown && List.of(shown).equals(current)) {
            viewer.refresh(true);
        } else {
            viewer.setInput(current.toArray());
        }
    }

    /** The element of the selected row, or null. */
    public Object selected() {
        return viewer.getStructuredSelection().getFirstElement();
    }
}
