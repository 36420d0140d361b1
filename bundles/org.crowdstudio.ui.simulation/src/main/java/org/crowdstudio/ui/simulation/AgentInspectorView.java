package org.crowdstudio.ui.simulation;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.ui.canvas.Panels;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.part.ViewPart;

/**
 * What steered the agent selected in the simulation view at its newest step: its state, each
 * velocity source's proposal, the fields it perceives and their share, its social state and
 * interest in its neighbours. The rows are the stages' own report of that step (see
 * {@link AgentReport}), as the Simulation view publishes them through the workbench's selection
 * service a few times a second while the run goes on.
 */
public final class AgentInspectorView extends ViewPart {

    public static final String ID = "org.crowdstudio.ui.views.agentInspector";

    /** "agent 12" in a stage's row: the kernel knows ids, the artist knows labels. */
    private static final Pattern AGENT_ID = Pattern.compile(Messages.AgentInspectorView_agentD);

    private Label heading;
    Tree tree;
    AgentReport shown;
    private final ISelectionListener runListener = (part, selection) -> follow(RunState.of(selection));

    @Override
    public void createPartControl(Composite parent) {
        Composite body = Panels.column(parent);
        heading = new Label(body, SWT.NONE);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        tree = new Tree(body, SWT.BORDER | SWT.FULL_SELECTION);
        tree.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tree.setHeaderVisible(true);
        tree.setLinesVisible(true);
        column(Messages.AgentInspectorView_property, 200);
        column(Messages.AgentInspectorView_value, 320);
        showNothing();
        getSite().getPage().addSelectionListener(SimulationView.ID, runListener);
        follow(RunState.of(getSite().getPage().getSelection(SimulationView.ID)));
    }

    private void column(String title, int width) {
        TreeColumn column = new TreeColumn(tree, SWT.LEFT);
        column.setText(title);
        column.setWidth(width);
    }

    /** Shows what the Simulation view published last: its inspected agent's newest report. */
    private void follow(RunState state) {
        if (tree.isDisposed()) {
            return;
        }
        AgentReport report = state == null ? null : state.report();
        if (report == null) {
            if (state == null || state.inspectedAgent() < 0) {
                showNothing();
            }
        } else if (report != shown) {
            show(report, state.labels());
        }
    }

    private void showNothing() {
        if (shown == null && tree.getItemCount() == 0 && !heading.getText().isEmpty()) {
            return;
        }
        shown = null;
        tree.removeAll();
        heading.setText(Messages.AgentInspectorView_clickAnAgentInThe);
        setContentDescription("");
    }

    private void show(AgentReport report, IntFunction<String> labels) {
        shown = report;
        heading.setText(String.format(Messages.AgentInspectorView_sStepDT1f,
                named(labels, "agent " + report.agent()), report.step(), report.time()));
        Map<String, TreeItem> sections = new LinkedHashMap<>();
        tree.setRedraw(false);
        try {
            tree.removeAll();
            for (AgentReport.Row row : report.rows()) {
                TreeItem section = sections.computeIfAbsent(row.section(), title -> {
                    TreeItem item = new TreeItem(tree, SWT.NONE);
                    item.setText(0, title);
                    return item;
                });
                TreeItem item = new TreeItem(section, SWT.NONE);
                item.setText(new String[] {named(labels, row.label()), named(labels, row.value())});
            }
            for (TreeItem section : sections.values()) {
                section.setExpanded(true);
            }
        } finally {
            tree.setRedraw(true);
        }
    }

    /** Replaces "agent 12" by the agent's label in the running scenario, "Guests#12". */
    private static String named(IntFunction<String> labels, String text) {
        Matcher matcher = AGENT_ID.matcher(text);
        StringBuilder named = new StringBuilder();
        while (matcher.find()) {
            String label = labels.apply(Integer.parseInt(matcher.group(1)));
            matcher.appendReplacement(named, Matcher.quoteReplacement(label == null ? matcher.group() : label));
        }
        matcher.appendTail(named);
        return named.toString();
    }

    @Override
    public void setFocus() {
        tree.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removeSelectionListener(SimulationView.ID, runListener);
        super.dispose();
    }
}
