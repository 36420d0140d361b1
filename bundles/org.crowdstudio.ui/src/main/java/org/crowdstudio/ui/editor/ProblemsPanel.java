package org.crowdstudio.ui.editor;

import java.util.List;
import java.util.function.Consumer;

import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.ui.Messages;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;

/**
 * The scenario's validation problems under the editor's tree, checked again after every edit,
 * undo and redo: severity, element path and message, the same words as
 * {@code crowdstudio validate}. Selecting a problem selects its element.
 */
final class ProblemsPanel {

    private final ScenarioValidation validation;
    private final ProblemsTable shown;
    private List<ValidationProblem> problems = List.of();

    /** @param select called with a problem's element when the artist picks the problem */
    ProblemsPanel(Composite parent, ScenarioValidation validation, Consumer<EObject> select) {
        this.validation = validation;
        shown = new ProblemsTable(parent).column(Messages.ProblemsPanel_element, 240).column(Messages.ProblemsPanel_problem, 420);
        shown.table().addListener(SWT.Selection, event -> {
            int index = shown.table().getSelectionIndex();
            if (index >= 0 && index < problems.size() && problems.get(index).element() != null) {
                select.accept(problems.get(index).element());
            }
        });
    }

    /** Validates the scenario and lists what is wrong with it. */
    void check(Scenario scenario) {
        if (shown.table().isDisposed()) {
            return;
        }
        problems = validation.validate(scenario);
        long errors = problems.stream().filter(problem -> problem.severity() == Severity.ERROR).count();
        long warnings = problems.size() - errors;
        shown.show(problems.stream().map(ValidationProblem::severity).toList(),
                problems.stream().map(problem -> new String[] {problem.path(), problem.message()}).toList(),
                problems.isEmpty() ? Messages.ProblemsPanel_noProblems : NLS.bind(Messages.ProblemsPanel_problems01,
                        ProblemsTable.count(errors, "error"), ProblemsTable.count(warnings, "warning")));
    }

    /** What is listed now. */
    List<ValidationProblem> problems() {
        return problems;
    }

    Table table() {
        return shown.table();
    }
}
