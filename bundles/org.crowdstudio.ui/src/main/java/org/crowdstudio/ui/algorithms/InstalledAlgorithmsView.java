package org.crowdstudio.ui.algorithms;

import java.util.List;
import java.util.function.Function;

import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.ui.Messages;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

/**
 * Installed Algorithms: every steering algorithm of the running workbench with its stage, bundle
 * and version, the selected one's description and parameters (type, default, range, unit, what
 * each does), and the plug-ins that could not be loaded with the reason: what {@code crowdstudio
 * algorithms --details} prints, for a team checking that its algorithm is installed.
 */
public final class InstalledAlgorithmsView extends ViewPart {

    public static final String ID = "org.crowdstudio.ui.views.algorithms";

    TableViewer table;
    Text details;
    private Label leftOut;
    AlgorithmRegistry algorithms;

    @Override
    public void createPartControl(Composite parent) {
        algorithms = EquinoxAlgorithms.registry();
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        leftOut = new Label(body, SWT.WRAP);
        leftOut.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        leftOut.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        List<String> problems = algorithms.leftOut();
        leftOut.setText(problems.isEmpty() ? "" : NLS.bind(Messages.InstalledAlgorithmsView_notLoaded0, String.join("\n", problems)));
        ((GridData) leftOut.getLayoutData()).exclude = problems.isEmpty();
        leftOut.setVisible(!problems.isEmpty());

        SashForm sash = new SashForm(body, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite tableHolder = new Composite(sash, SWT.NONE);
        TableColumnLayout columns = new TableColumnLayout();
        tableHolder.setLayout(columns);
        table = new TableViewer(tableHolder, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        column(columns, Messages.InstalledAlgorithmsView_id, 20, AlgorithmDescriptor::id);
        column(columns, Messages.InstalledAlgorithmsView_name, 25, AlgorithmDescriptor::name);
        column(columns, Messages.InstalledAlgorithmsView_stage, 15, descriptor -> descriptor.stage().label());
        column(columns, Messages.InstalledAlgorithmsView_bundle, 30, descriptor -> algorithms.origin(descriptor.id()).bundle());
        column(columns, Messages.InstalledAlgorithmsView_version, 15, descriptor -> algorithms.origin(descriptor.id()).version());
        table.setContentProvider(ArrayContentProvider.getInstance());
        table.setInput(algorithms.descriptors());
        details = new Text(sash, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        sash.setWeights(3, 2);
        table.addSelectionChangedListener(event -> show(((IStructuredSelection) event.getSelection()).getFirstElement()));
        getSite().setSelectionProvider(table);
    }

    private void column(TableColumnLayout layout, String title, int weight, Function<AlgorithmDescriptor<?>, String> text) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.LEFT);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 60));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((AlgorithmDescriptor<?>) element);
            }
        });
    }

    private void show(Object selected) {
        details.setText(selected instanceof AlgorithmDescriptor<?> algorithm ? AlgorithmDetails.of(algorithm) : "");
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }
}
