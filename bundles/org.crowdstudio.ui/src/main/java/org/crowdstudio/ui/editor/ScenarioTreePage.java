package org.crowdstudio.ui.editor;

import java.util.function.Consumer;

import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * The scenario editor's page of every element: the tree of the scenario's elements, whose
 * selection the Properties view shows and edits, above the scenario's validation problems.
 * Built with the editor, so the tree and the problems are there from the start.
 */
final class ScenarioTreePage {

    private final SashForm control;
    private final TreeViewer tree;
    private final ProblemsPanel problems;

    /**
     * @param select called with a problem's element when the artist picks the problem
     * @param open called with an element the artist double-clicks
     */
    ScenarioTreePage(Composite parent, AdapterFactory adapterFactory, Scenario scenario, ScenarioValidation validation,
            Consumer<EObject> select, Consumer<Object> open) {
        control = new SashForm(parent, SWT.VERTICAL);
        tree = new TreeViewer(control, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        tree.setUseHashlookup(true);
        tree.setContentProvider(new ItemProviderContentProvider(adapterFactory));
        tree.setLabelProvider(new ItemProviderLabelProvider(adapterFactory));
        tree.setInput(new Object[] {scenario});
        tree.expandToLevel(2);
        tree.addDoubleClickListener(event -> open.accept(((IStructuredSelection) event.getSelection()).getFirstElement()));
        problems = new ProblemsPanel(control, validation, select);
        control.setWeights(3, 1);
        problems.check(scenario);
    }

    Control control() {
        return control;
    }

    TreeViewer tree() {
        return tree;
    }

    ProblemsPanel problems() {
        return problems;
    }

    /** Shows changed elements and labels. */
    void refresh() {
        if (!tree.getControl().isDisposed()) {
            tree.refresh(true);
        }
    }
}
