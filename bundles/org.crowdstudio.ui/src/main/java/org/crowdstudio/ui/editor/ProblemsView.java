package org.crowdstudio.ui.editor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IPropertyListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

/**
 * The Problems view: what is wrong with every open scenario, as Eclipse's Problems view lists a
 * workspace's problems — severity, description, scenario file and element path, the words of
 * {@code crowdstudio validate} — updated after every edit, undo and redo. Double-click or Enter
 * brings the scenario's editor to the front with the element selected, where the Properties view
 * fixes it. Scenario files are plain files, not workspace resources with markers, so the view
 * reads each open editor's own validation.
 */
public final class ProblemsView extends ViewPart {

    /** The view's id, as registered in plugin.xml. */
    public static final String ID = "org.crowdstudio.ui.views.problems";

    /** One problem of one open scenario. */
    private record Row(ScenarioEditor editor, ValidationProblem problem) {
    }

    ProblemsTable shown;
    private List<Row> rows = List.of();
    private final Set<ScenarioEditor> watched = Collections.newSetFromMap(new IdentityHashMap<>());
    private final IPropertyListener problemsChanged = (source, property) -> {
        if (property == ScenarioEditor.PROP_PROBLEMS) {
            refresh();
        }
    };
    private final IPartListener2 editors = new IPartListener2() {
        @Override
        public void partOpened(IWorkbenchPartReference reference) {
            if (watch(reference.getPart(false))) {
                refresh();
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference reference) {
            IWorkbenchPart part = reference.getPart(false);
            if (part instanceof ScenarioEditor editor && watched.remove(editor)) {
                editor.removePropertyListener(problemsChanged);
                refresh();
            }
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        shown = new ProblemsTable(parent).column(Messages.ProblemsView_description,
                250).column(Messages.ProblemsView_scenario, 110).column(Messages.ProblemsPanel_element, 260);
        shown.table().addListener(SWT.DefaultSelection, event -> open(shown.table().getSelectionIndex()));
        getSite().getPage().addPartListener(editors);
        for (IEditorReference reference : getSite().getPage().getEditorReferences()) {
            watch(reference.getPart(false));
        }
        refresh();
    }

    /** @return whether the part is a scenario editor not watched before */
    private boolean watch(IWorkbenchPart part) {
        if (part instanceof ScenarioEditor editor && watched.add(editor)) {
            editor.addPropertyListener(problemsChanged);
            return true;
        }
        return false;
    }

    /** Lists the open scenarios' problems again: by scenario, errors first, each scenario's in the editor's order. */
    private void refresh() {
        if (shown == null || shown.table().isDisposed()) {
            return;
        }
        List<Row> listed = new ArrayList<>();
        for (ScenarioEditor editor : watched) {
            for (ValidationProblem problem : editor.problems()) {
                listed.add(new Row(editor, problem));
            }
        }
        listed.sort(Comparator.comparing((Row row) -> row.editor().getPartName()).thenComparing(row -> row.problem().severity() != Severity.ERROR));
        rows = List.copyOf(listed);
        shown.show(rows.stream().map(row -> row.problem().severity()).toList(),
                rows.stream().map(row -> new String[] {row.problem().message(), row.editor().getPartName(), row.problem().path()}).toList(),
                summary(rows, watched.size()));
    }

    private static String summary(List<Row> rows, int scenarios) {
        if (scenarios == 0) {
            return Messages.ProblemsView_noScenarioIsOpen;
        }
        long errors = rows.stream().filter(row -> row.problem().severity() == Severity.ERROR).count();
        String in = " in " + ProblemsTable.count(scenarios, Messages.ProblemsView_openScenario);
        return rows.isEmpty() ? NLS.bind(Messages.ProblemsView_noProblems0, in)
                : ProblemsTable.count(errors, "error") + ", " + ProblemsTable.count(rows.size() - errors, "warning") + in + ".";
    }

    /** Brings the problem's editor to the front with its element selected. */
    public void open(int index) {
        if (index < 0 || index >= rows.size()) {
            return;
        }
        Row row = rows.get(index);
        getSite().getPage().activate(row.editor());
        if (row.problem().element() != null) {
            row.editor().select(row.problem().element());
        }
    }

    @Override
    public void setFocus() {
        shown.table().setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(editors);
        for (ScenarioEditor editor : watched) {
            editor.removePropertyListener(problemsChanged);
        }
        watched.clear();
        super.dispose();
    }
}
