package org.crowdstudio.ui.editor;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.ui.canvas.Panels;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The scenario's validation problems under the editor's tree, checked again after every edit,
 * undo and redo: severity, element path and message, the same words as
 * {@code crowdstudio validate}. Selecting a problem selects its element.
 */
final class ProblemsPanel {

    private final ScenarioValidation validation;
    private final Label summary;
    private final Table table;
    private List<ValidationProblem> problems = List.of();

    /** @param select called with a problem's element when the artist picks the problem */
    ProblemsPanel(Composite parent, ScenarioValidation validation, Consumer<EObject> select) {
        this.validation = validation;
        Composite body = Panels.column(parent);
        summary = new Label(body, SWT.NONE);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        table = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        column("Severity", 80);
        column("Element", 240);
        column("Problem", 420);
        table.addListener(SWT.Selection, event -> {
            int index = table.getSelectionIndex();
            if (index >= 0 && index < problems.size() && problems.get(index).element() != null) {
                select.accept(problems.get(index).element());
            }
        });
    }

    private void column(String title, int width) {
        TableColumn column = new TableColumn(table, SWT.LEFT);
        column.setText(title);
        column.setWidth(width);
    }

    /** Validates the scenario and lists what is wrong with it. */
    void check(Scenario scenario) {
        if (table.isDisposed()) {
            return;
        }
        problems = validation.validate(scenario);
        table.setRedraw(false);
        try {
            table.removeAll();
            for (ValidationProblem problem : problems) {
                TableItem item = new TableItem(table, SWT.NONE);
                item.setText(new String[] {problem.severity().name().toLowerCase(Locale.ROOT), problem.path(), problem.message()});
                item.setForeground(0, table.getDisplay().getSystemColor(problem.severity() == Severity.ERROR ? SWT.COLOR_RED : SWT.COLOR_DARK_YELLOW));
            }
        } finally {
            table.setRedraw(true);
        }
        long errors = problems.stream().filter(problem -> problem.severity() == Severity.ERROR).count();
        long warnings = problems.size() - errors;
        summary.setText(problems.isEmpty() ? "No problems" : "Problems: " + count(errors, "error") + ", " + count(warnings, "warning"));
        summary.getParent().layout();
    }

    private static String count(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    /** What is listed now, for the workbench's tests. */
    List<ValidationProblem> problems() {
        return problems;
    }

    Table table() {
        return table;
    }
}
