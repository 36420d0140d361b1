package org.crowdstudio.ui.editor;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.EventObject;
import java.util.List;
import java.util.stream.Collectors;

import org.crowdstudio.compiler.RegistryCatalog;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.provider.ScenarioItemProviderAdapterFactory;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.ui.sketch.FieldSketchView;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.INotifyChangedListener;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.edit.provider.resource.ResourceItemProviderAdapterFactory;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.FileStoreEditorInput;
import org.eclipse.ui.part.EditorPart;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.IPropertySourceProvider;
import org.eclipse.ui.views.properties.PropertySheetPage;

/**
 * The editor of a {@code .crowd} scenario file: every element of the scenario in a tree, its
 * properties in the Properties view. Every change goes through the EMF command stack, so Edit >
 * Undo and Redo work on it, and the editor is dirty exactly while the stack differs from the last
 * save. Saving is atomic (the file on disk is either the old or the new scenario, never half of
 * one); a file that cannot be read opens no editor but says which file and what is wrong.
 */
public final class ScenarioEditor extends EditorPart implements IEditingDomainProvider {

    public static final String ID = "org.crowdstudio.ui.editors.scenario";

    private final ComposedAdapterFactory adapterFactory = new ComposedAdapterFactory(new AdapterFactory[] {
        new ScenarioItemProviderAdapterFactory(), new ResourceItemProviderAdapterFactory(), new ReflectiveItemProviderAdapterFactory()});
    private final BasicCommandStack commandStack = new BasicCommandStack();
    private AdapterFactoryEditingDomain domain;
    private Scenario scenario;
    private Path file;
    private TreeViewer tree;
    private ProblemsPanel problems;
    private final CommandStackListener dirtyWatcher = this::commandStackChanged;
    private final INotifyChangedListener refresher = notification -> refreshTree();

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        Path path = pathOf(input);
        try {
            scenario = new ScenarioReader().read(path);
        } catch (ScenarioFileException unreadable) {
            throw new PartInitException(unreadable.problems().stream().map(FileProblem::toString).collect(Collectors.joining("\n")));
        }
        ResourceSet resources = scenario.eResource().getResourceSet();
        domain = new AdapterFactoryEditingDomain(adapterFactory, commandStack, resources);
        // Item property descriptors find the domain through the resource set; without this they
        // would set values directly, past the command stack (no undo, no dirty marker).
        resources.eAdapters().add(new AdapterFactoryEditingDomain.EditingDomainProvider(domain));
        commandStack.addCommandStackListener(dirtyWatcher);
        adapterFactory.addListener(refresher);
        showFile(path, input);
    }

    private static Path pathOf(IEditorInput input) throws PartInitException {
        if (input instanceof IURIEditorInput uriInput && "file".equals(uriInput.getURI().getScheme())) {
            return Path.of(uriInput.getURI());
        }
        throw new PartInitException("The scenario editor opens .crowd files on disk; '" + input.getName() + "' is not one.");
    }

    private void showFile(Path path, IEditorInput input) {
        file = path;
        setInput(input);
        setPartName(path.getFileName().toString());
        setTitleToolTip(path.toString());
    }

    @Override
    public void createPartControl(Composite parent) {
        SashForm split = new SashForm(parent, SWT.VERTICAL);
        tree = new TreeViewer(split, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        tree.setUseHashlookup(true);
        tree.setContentProvider(new ItemProviderContentProvider(adapterFactory));
        tree.setLabelProvider(new ItemProviderLabelProvider(adapterFactory));
        tree.setInput(new Object[] {scenario});
        tree.expandToLevel(2);
        getSite().setSelectionProvider(tree);
        tree.addDoubleClickListener(event -> openSketchOf(((IStructuredSelection) event.getSelection()).getFirstElement()));
        problems = new ProblemsPanel(split, new ScenarioValidation(new RegistryCatalog(EquinoxAlgorithms.registry())), this::select);
        split.setWeights(3, 1);
        problems.check(scenario);
        // The workbench tells the contributor when an editor is activated; telling it here too
        // covers an editor opened without being activated (its window not focused yet).
        if (getEditorSite().getActionBarContributor() instanceof ScenarioEditorContributor contributor) {
            contributor.setActiveEditor(this);
        }
    }

    /** A double-click on a field, or on anything inside one, opens the field in the sketch editor. */
    private void openSketchOf(Object element) {
        for (EObject container = element instanceof EObject object ? object : null; container != null; container = container.eContainer()) {
            if (container instanceof InteractionField) {
                try {
                    getSite().getPage().showView(FieldSketchView.ID);
                } catch (PartInitException cannotOpen) {
                    MessageDialog.openError(getSite().getShell(), "Field Sketch", "The field sketch editor could not be opened: "
                            + cannotOpen.getMessage());
                }
                return;
            }
        }
    }

    /** The tree of the scenario's elements; its selection is what the Properties view shows. */
    public TreeViewer tree() {
        return tree;
    }

    public Scenario scenario() {
        return scenario;
    }

    /** The file the scenario was read from or last saved as. */
    public Path file() {
        return file;
    }

    @Override
    public EditingDomain getEditingDomain() {
        return domain;
    }

    /** The properties of this editor's elements, as the Properties view shows and edits them (undoably). */
    public IPropertySourceProvider propertySources() {
        return new ItemPropertySourceProvider(adapterFactory);
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IPropertySheetPage.class) {
            PropertySheetPage page = new PropertySheetPage();
            page.setPropertySourceProvider(propertySources());
            return adapter.cast(page);
        }
        return super.getAdapter(adapter);
    }

    private void commandStackChanged(EventObject event) {
        if (tree != null && !tree.getControl().isDisposed()) {
            tree.getControl().getDisplay().asyncExec(() -> {
                firePropertyChange(PROP_DIRTY);
                problems.check(scenario);
            });
        }
    }

    /** Selects a model element in the tree (and so in the Properties view), opening its parents. */
    public void select(EObject element) {
        tree.setSelection(new StructuredSelection(element), true);
    }

    /** The validation problems listed under the tree now. */
    public List<ValidationProblem> problems() {
        return problems.problems();
    }

    /** Picks a listed problem as a click does, for the workbench's tests. */
    public void pickProblem(int index) {
        problems.table().setSelection(index);
        problems.table().notifyListeners(SWT.Selection, new Event());
    }

    private void refreshTree() {
        if (tree != null && !tree.getControl().isDisposed()) {
            tree.refresh(true);
        }
    }

    @Override
    public boolean isDirty() {
        return commandStack.isSaveNeeded();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        saveTo(file);
    }

    @Override
    public boolean isSaveAsAllowed() {
        return true;
    }

    @Override
    public void doSaveAs() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] {"*.crowd"});
        dialog.setFilterPath(file.getParent().toString());
        dialog.setFileName(file.getFileName().toString());
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            Path target = Path.of(chosen.endsWith(".crowd") ? chosen : chosen + ".crowd");
            if (saveTo(target)) {
                URI uri = target.toUri();
                showFile(target, new FileStoreEditorInput(EFS.getLocalFileSystem().getStore(uri)));
            }
        }
    }

    /** @return whether the scenario was saved; if not, the user was told why and the file is as it was */
    boolean saveTo(Path target) {
        try {
            ScenarioWriter.save(scenario, target);
        } catch (IOException failure) {
            MessageDialog.openError(getSite().getShell(), "Could not save " + target.getFileName(),
                    "The scenario was not saved to " + target + ": " + describe(failure) + "\nThe file on disk is unchanged.");
            return false;
        }
        commandStack.saveIsDone();
        firePropertyChange(PROP_DIRTY);
        return true;
    }

    private static String describe(IOException failure) {
        String message = failure.getMessage();
        return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
    }

    @Override
    public void setFocus() {
        tree.getControl().setFocus();
    }

    @Override
    public void dispose() {
        commandStack.removeCommandStackListener(dirtyWatcher);
        adapterFactory.removeListener(refresher);
        adapterFactory.dispose();
        super.dispose();
    }
}
