package org.crowdstudio.ui.editor;

import java.io.IOException;
import java.net.URI;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EventObject;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.crowdstudio.compiler.RegistryCatalog;
import org.crowdstudio.compiler.spi.SceneCompilers;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.provider.ScenarioItemProviderAdapterFactory;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.pages.ScenarioFormPage;
import org.crowdstudio.ui.editor.pages.SelectionFunnel;
import org.crowdstudio.ui.editor.spi.EditorPage;
import org.crowdstudio.ui.editor.spi.EditorPages;
import org.crowdstudio.ui.editor.spi.ElementOpener;
import org.crowdstudio.ui.editor.spi.ElementOpeners;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
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
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.ide.FileStoreEditorInput;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.IPropertySourceProvider;
import org.eclipse.ui.views.properties.PropertySheetPage;

/**
 * The editor of a {@code .crowd} scenario file, one page per concern, each contributed to
 * {@code org.crowdstudio.ui.editorPages} (the core's overview, profiles, agents and fields pages;
 * the social, groups and anisotropic-field pages from their own bundles), in their positions' order,
 * then a tree of every element whose properties the Properties view shows. Every change,
 * on any page, goes through the EMF command stack, so Edit > Undo and Redo work on it, every page
 * shows the result, and the editor is dirty exactly while the stack differs from the last save.
 * Saving is atomic (the file on disk is either the old or the new scenario, never half of one); a
 * file that cannot be read opens no editor but says which file and what is wrong.
 */
public final class ScenarioEditor extends FormEditor implements IEditingDomainProvider, ScenarioEditing {

    public static final String ID = "org.crowdstudio.ui.editors.scenario";
    /** The property that changes when the scenario's validation problems have been checked again (the Problems view listens). */
    public static final int PROP_PROBLEMS = 0x301;

    private final ComposedAdapterFactory adapterFactory = new ComposedAdapterFactory(new AdapterFactory[] {
        new ScenarioItemProviderAdapterFactory(), new ResourceItemProviderAdapterFactory(), new ReflectiveItemProviderAdapterFactory()});
    private final BasicCommandStack commandStack = new BasicCommandStack();
    private AdapterFactoryEditingDomain domain;
    private Scenario scenario;
    private Path file;
    private final SelectionFunnel selection = new SelectionFunnel();
    private List<ScenarioFormPage> formPages = List.of();
    private ScenarioTreePage treePage;
    private int treePageIndex = -1;
    private final CommandStackListener dirtyWatcher = this::commandStackChanged;
    private final INotifyChangedListener refresher = notification -> refreshTree();
    /** The editor's id in the workbench, to open it again on a reloaded file. */
    private static final String EDITOR_ID = "org.crowdstudio.ui.editors.scenario";
    private DiskStamp seenOnDisk;
    Predicate<String> externalChangeQuestion = question -> MessageDialog.openQuestion(getSite().getShell(),
            Messages.ScenarioEditor_fileChanged, question);
    BiConsumer<String, String> saveFailureReport = (title, message) -> MessageDialog.openError(
            getSite().getShell(), title, message);
    private final org.eclipse.ui.IPartListener2 activationChecker = new org.eclipse.ui.IPartListener2() {
        @Override
        public void partActivated(org.eclipse.ui.IWorkbenchPartReference reference) {
            if (reference.getPart(false) == ScenarioEditor.this) {
                laterCheckFileOnDisk();
            }
        }
    };
    private final org.eclipse.swt.widgets.Listener windowActivation = event -> {
        if (getSite().getPage().getActiveEditor() == this) {
            laterCheckFileOnDisk();
        }
    };

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
        // The workbench (Properties view, sketch editor) sees what is selected on the page in front.
        site.setSelectionProvider(selection);
    }

    private static Path pathOf(IEditorInput input) throws PartInitException {
        if (input instanceof IURIEditorInput uriInput && "file".equals(uriInput.getURI().getScheme())) {
            return Path.of(uriInput.getURI());
        }
        throw new PartInitException(NLS.bind(Messages.ScenarioEditor_theScenarioEditorOpensCrowd, input.getName()));
    }

    private void showFile(Path path, IEditorInput input) {
        file = path;
        seenOnDisk = DiskStamp.of(path);
        RecentFiles.opened(path);
        setInput(input);
        setPartName(path.getFileName().toString());
        setTitleToolTip(path.toString());
    }

    @Override
    protected void addPages() {
        List<ScenarioFormPage> added = new ArrayList<>();
        for (EditorPage contribution : EditorPages.installed().all()) {
            try {
                ScenarioFormPage page = contribution.create(this, this);
                addPage(page);
                selection.follow(page.selection());
                added.add(page);
            } catch (PartInitException | RuntimeException broken) {
                // One plug-in's broken page must not take the editor down: the others still show.
                ILog.of(getClass()).log(Status.error(NLS.bind(Messages.ScenarioEditor_theScenarioEditorPage0, contribution.id()), broken));
            }
        }
        formPages = List.copyOf(added);
        treePage = new ScenarioTreePage(getContainer(), adapterFactory, scenario,
                new ScenarioValidation(new RegistryCatalog(EquinoxAlgorithms.registry()), SceneCompilers.installed().checks()), this::select,
                this::openElement);
        treePageIndex = addPage(treePage.control());
        setPageText(treePageIndex, Messages.ScenarioEditor_tree);
        selection.follow(treePage.tree());
    }

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        getSite().getPage().addPartListener(activationChecker);
        // Back from a terminal after a git checkout, the editor is still the active part: the window's activation tells.
        getSite().getShell().addListener(SWT.Activate, windowActivation);
        // The workbench tells the contributor when an editor is activated; telling it here too
        // covers an editor opened without being activated (its window not focused yet).
        if (getEditorSite().getActionBarContributor() instanceof ScenarioEditorContributor contributor) {
            contributor.setActiveEditor(this);
        }
    }

    /** The page in front decides what the editor's selection is: what was last selected on it. */
    @Override
    protected void pageChange(int newPageIndex) {
        super.pageChange(newPageIndex);
        if (newPageIndex == treePageIndex && treePage != null) {
            selection.adopt(treePage.tree());
        } else if (newPageIndex >= 0 && newPageIndex < formPages.size()) {
            selection.adopt(formPages.get(newPageIndex).selection());
        }
    }

    /** A double-click on an element opens it where a contributed opener edits it (a field in its sketch view, say). */
    private void openElement(Object element) {
        if (element instanceof EObject object) {
            open(object);
        }
    }

    @Override
    public boolean open(EObject element) {
        for (ElementOpener opener : ElementOpeners.all()) {
            try {
                if (opener.open(this, element)) {
                    return true;
                }
            } catch (PartInitException | RuntimeException cannotOpen) {
                String problem = NLS.bind(Messages.ScenarioEditor_0CouldNotBeOpened, Labels.name(element), (cannotOpen.getMessage() == null
                        ? cannotOpen.getClass().getSimpleName() : cannotOpen.getMessage()));
                ILog.of(opener.getClass()).log(Status.error(problem + " (" + opener.id() + ")", cannotOpen));
                MessageDialog.openError(getSite().getShell(), Messages.ScenarioEditor_open, problem);
                return false;
            }
        }
        return false;
    }

    /** The tree of the scenario's elements; its selection is what the Properties view shows. */
    public TreeViewer tree() {
        return treePage.tree();
    }

    @Override
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

    @Override
    public AlgorithmRegistry algorithms() {
        return EquinoxAlgorithms.registry();
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

    /** After every change, undo and redo: the dirty marker, the problems and every page show the scenario as it is. */
    private void commandStackChanged(EventObject event) {
        if (treePage != null && !treePage.control().isDisposed()) {
            treePage.control().getDisplay().asyncExec(() -> {
                if (treePage.control().isDisposed()) {
                    return;
                }
                firePropertyChange(PROP_DIRTY);
                treePage.problems().check(scenario);
                firePropertyChange(PROP_PROBLEMS);
                formPages.forEach(ScenarioFormPage::modelChanged);
            });
        }
    }

    /** Selects a model element in the tree (and so in the Properties view), opening its parents; brings the tree page to front. */
    public void select(EObject element) {
        if (getActivePage() != treePageIndex) {
            setActivePage(treePageIndex);
        }
        tree().setSelection(new StructuredSelection(element), true);
    }

    /** The validation problems listed under the tree now. */
    public List<ValidationProblem> problems() {
        return treePage.problems().problems();
    }

    /** Picks a listed problem as a click does. */
    public void pickProblem(int index) {
        treePage.problems().table().setSelection(index);
        treePage.problems().table().notifyListeners(SWT.Selection, new Event());
    }

    private void refreshTree() {
        if (treePage != null) {
            treePage.refresh();
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
            saveFailureReport.accept(NLS.bind(Messages.ScenarioEditor_couldNotSave0,
                    target.getFileName()), NLS.bind(Messages.ScenarioEditor_theScenarioWasNotSaved, target, describe(failure)));
            return false;
        }
        commandStack.saveIsDone();
        firePropertyChange(PROP_DIRTY);
        if (target.equals(file)) {
            seenOnDisk = DiskStamp.of(target);
        }
        return true;
    }

    /** What became of a change to the file made outside the editor (a git checkout, another program). */
    public enum ExternalChange {
        NONE, RELOADED, KEPT
    }

    /**
     * Asks what to do with the editor's file when it has changed on disk since it was read or
     * saved, as Eclipse's editors do: replace the editor's contents with the file's (losing unsaved
     * edits, which the question says) or keep them, in which case the next save writes over the
     * file. Runs when the editor is activated and when its window comes to the front.
     */
    public ExternalChange checkFileOnDisk() {
        DiskStamp now = DiskStamp.of(file);
        if (now.equals(seenOnDisk) || !now.exists()) {
            return ExternalChange.NONE;
        }
        seenOnDisk = now;
        String question = NLS.bind(Messages.ScenarioEditor_0HasBeenChangedOutside, file.getFileName(), isDirty()
                ? Messages.ScenarioEditor_replaceTheEditorSContents
                : Messages.ScenarioEditor_replaceTheEditorSContents2);
        if (!externalChangeQuestion.test(question)) {
            return ExternalChange.KEPT;
        }
        IWorkbenchPage page = getSite().getPage();
        IEditorInput input = getEditorInput();
        page.closeEditor(this, false);
        try {
            page.openEditor(input, EDITOR_ID);
        } catch (PartInitException unreadable) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), NLS.bind(Messages.ScenarioEditor_reload0,
                    file.getFileName()), unreadable.getMessage());
        }
        return ExternalChange.RELOADED;
    }

    /** After the activation is over: a dialog opened inside it would fight the workbench's own handling. */
    private void laterCheckFileOnDisk() {
        getSite().getShell().getDisplay().asyncExec(() -> {
            if (file != null && getSite().getPage().getActiveEditor() == this) {
                checkFileOnDisk();
            }
        });
    }

    /** When the file was last read or written by this editor, to notice a change made outside it. */
    private record DiskStamp(boolean exists, long modified, long size) {

        static DiskStamp of(Path file) {
            try {
                return new DiskStamp(true, Files.getLastModifiedTime(file).toMillis(), Files.size(file));
            } catch (IOException missing) {
                return new DiskStamp(false, 0, 0);
            }
        }
    }

    /** The operating system's reason ("No space left on device"), not the path of a temporary file. */
    private static String describe(IOException failure) {
        if (failure instanceof AccessDeniedException) {
            return Messages.ScenarioEditor_permissionDenied;
        }
        if (failure instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return fileSystem.getReason();
        }
        String message = failure.getMessage();
        return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(activationChecker);
        if (!getSite().getShell().isDisposed()) {
            getSite().getShell().removeListener(SWT.Activate, windowActivation);
        }
        commandStack.removeCommandStackListener(dirtyWatcher);
        adapterFactory.removeListener(refresher);
        super.dispose();
        adapterFactory.dispose();
    }
}
