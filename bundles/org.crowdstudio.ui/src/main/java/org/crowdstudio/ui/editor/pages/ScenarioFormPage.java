package org.crowdstudio.ui.editor.pages;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.forms.widgets.ExpandableComposite;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.eclipse.ui.forms.widgets.Section;

/**
 * A page of the scenario editor: a scrolling form with a heading and titled sections, built the
 * first time it is shown. After any change to the scenario (an edit on any page, undo, redo, the
 * sketch editor) the editor asks every built page to {@link #refresh()}. What is selected on the
 * page is its {@link #selection()}, which the editor passes on to the workbench.
 */
public abstract class ScenarioFormPage extends FormPage {

    /** The scenario and its editing domain. */
    protected final ScenarioEditing editing;
    private final SelectionFunnel selection = new SelectionFunnel();

    protected ScenarioFormPage(FormEditor editor, ScenarioEditing editing, String id, String title) {
        super(editor, id, title);
        this.editing = editing;
    }

    @Override
    protected final void createFormContent(IManagedForm managedForm) {
        ScrolledForm form = managedForm.getForm();
        FormToolkit toolkit = managedForm.getToolkit();
        form.setText(heading());
        form.setImage(getEditor().getTitleImage());
        toolkit.decorateFormHeading(form.getForm());
        Composite body = form.getBody();
        GridLayout layout = new GridLayout(columns(), equalColumns());
        layout.marginWidth = 10;
        layout.marginHeight = 8;
        layout.horizontalSpacing = 16;
        layout.verticalSpacing = 12;
        body.setLayout(layout);
        createContent(body, toolkit);
        toolkit.paintBordersFor(body);
        refresh();
    }

    /** The heading above the page's sections. */
    protected abstract String heading();

    /** How many columns of sections the page has (the body's grid). */
    protected int columns() {
        return 2;
    }

    /** Whether the body's columns are equally wide; a list beside its details is narrower. */
    protected boolean equalColumns() {
        return true;
    }

    /** Builds the page's sections into the body. */
    protected abstract void createContent(Composite body, FormToolkit toolkit);

    /** Shows the scenario as it is now. */
    public abstract void refresh();

    /** Refreshes the page if it has been built, and lays it out again where it grew or shrank. */
    public final void modelChanged() {
        Control control = getPartControl();
        if (control != null && !control.isDisposed() && getManagedForm() != null) {
            getManagedForm().getForm().setText(heading());
            refresh();
            getManagedForm().getForm().reflow(true);
        }
    }

    /** What is selected on the page, for the Properties view and the other views. */
    public final SelectionFunnel selection() {
        return selection;
    }

    /**
     * A titled section of the page with a client area of two grid columns (label, value).
     *
     * @param span how many of the body's columns the section takes
     */
    protected static Composite section(Composite body, FormToolkit toolkit, String title, String description, int span) {
        Section section = toolkit.createSection(body, ExpandableComposite.TITLE_BAR | (description == null ? 0 : Section.DESCRIPTION));
        section.setText(title);
        if (description != null) {
            section.setDescription(description);
        }
        section.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false, span, 1));
        Composite client = toolkit.createComposite(section);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 2;
        layout.marginHeight = 4;
        layout.horizontalSpacing = 10;
        layout.verticalSpacing = 6;
        client.setLayout(layout);
        section.setClient(client);
        toolkit.paintBordersFor(client);
        return client;
    }

    /** A section whose client is one column, for a table. */
    protected static Composite tableSection(Composite body, FormToolkit toolkit, String title, String description, int span) {
        Composite client = section(body, toolkit, title, description, span);
        ((GridLayout) client.getLayout()).numColumns = 1;
        ((GridData) client.getParent().getLayoutData()).grabExcessVerticalSpace = true;
        return client;
    }

    /** A column of the body that stacks sections, so that sections of different heights do not leave gaps. */
    protected static Composite column(Composite body, FormToolkit toolkit) {
        Composite column = toolkit.createComposite(body);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 12;
        column.setLayout(layout);
        column.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        return column;
    }

    /** A line of explanation across the section's columns. */
    protected static void note(Composite client, FormToolkit toolkit, String text) {
        int columns = ((GridLayout) client.getLayout()).numColumns;
        GridData layout = new GridData(SWT.FILL, SWT.TOP, true, false, columns, 1);
        layout.widthHint = 200;
        toolkit.createLabel(client, text, SWT.WRAP).setLayoutData(layout);
    }
}
