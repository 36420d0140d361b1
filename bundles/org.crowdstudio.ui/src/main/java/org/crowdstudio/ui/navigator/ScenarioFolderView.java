package org.crowdstudio.ui.navigator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.editor.ScenarioFiles;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.KeyListener;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

/**
 * The scenarios of a folder (typically a git working tree) as a tree: open, rename, delete, and
 * compare two of them element by element. The folder is the artist's choice, kept between
 * sessions; at first the folder the start page copies the examples to, or the home folder.
 */
public final class ScenarioFolderView extends ViewPart {

    public static final String ID = "org.crowdstudio.ui.views.scenarios";

    private static final String FOLDER_KEY = "folder";

    private Path folder;
    private Label folderLabel;
    TreeViewer tree;
    private Action open;
    private Action rename;
    private Action delete;
    private Action compare;
    private final IPartListener2 lookAgainWhenShown = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference reference) {
            if (reference.getPart(false) == ScenarioFolderView.this) {
                refresh();
            }
        }
    };
    /** Tells the artist why something could not be done: a title and a message. */
    BiConsumer<String, String> problems = (title, message) -> MessageDialog.openError(shell(), title, message);

    @Override
    public void init(IViewSite site, IMemento memento) throws PartInitException {
        super.init(site, memento);
        String remembered = memento == null ? null : memento.getString(FOLDER_KEY);
        if (remembered != null && Files.isDirectory(Path.of(remembered))) {
            folder = Path.of(remembered);
        } else {
            Path studio = Path.of(System.getProperty("user.home"), Messages.CrowdStudioWindowAdvisor_crowdStudio);
            folder = Files.isDirectory(studio) ? studio : Path.of(System.getProperty("user.home"));
        }
    }

    @Override
    public void saveState(IMemento memento) {
        memento.putString(FOLDER_KEY, folder.toString());
    }

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        folderLabel = new Label(parent, SWT.NONE);
        folderLabel.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        tree = new TreeViewer(parent, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        tree.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tree.setContentProvider(new ScenarioFolderContent());
        tree.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Path) element).getFileName().toString();
            }

            @Override
            public Image getImage(Object element) {
                return PlatformUI.getWorkbench().getSharedImages()
                        .getImage(Files.isDirectory((Path) element) ? ISharedImages.IMG_OBJ_FOLDER : ISharedImages.IMG_OBJ_FILE);
            }
        });
        tree.addDoubleClickListener(event -> {
            List<Path> files = selectedFiles();
            if (!files.isEmpty()) {
                open(files);
            } else if (!selected().isEmpty()) {
                Object only = selected().get(0);
                tree.setExpandedState(only, !tree.getExpandedState(only));
            }
        });
        tree.getControl().addKeyListener(KeyListener.keyPressedAdapter(event -> {
            if (event.keyCode == SWT.F2) {
                rename.run();
            } else if (event.keyCode == SWT.DEL) {
                delete.run();
            } else if (event.keyCode == SWT.F5) {
                refresh();
            }
        }));
        makeActions();
        tree.addSelectionChangedListener(event -> updateActions());
        showFolder(folder);
        // Files change behind the view's back (git checkout, a save elsewhere): look again when it is shown.
        getSite().getPage().addPartListener(lookAgainWhenShown);
    }

    private void makeActions() {
        open = action("&Open", () -> open(selectedFiles()));
        rename = action(Messages.ScenarioFolderView_renameMenuItem, this::askToRename);
        delete = action("&Delete", this::askToDelete);
        compare = action(Messages.ScenarioFolderView_compareWithEachOther, () -> {
            List<Path> two = selectedFiles();
            showComparison(two.get(0), two.get(1), true);
        });
        Action choose = action(Messages.ScenarioFolderView_chooseFolder, this::askForFolder);
        choose.setToolTipText(Messages.ScenarioFolderView_showTheScenariosOfAnother);
        choose.setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_OBJ_FOLDER));
        Action refresh = action("&Refresh", this::refresh);
        refresh.setToolTipText(Messages.ScenarioFolderView_lookAtTheFolderAgain);
        refresh.setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_TOOL_REDO));
        IToolBarManager toolBar = getViewSite().getActionBars().getToolBarManager();
        toolBar.add(choose);
        toolBar.add(refresh);
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(manager -> fillMenu(manager, choose, refresh));
        tree.getControl().setMenu(menu.createContextMenu(tree.getControl()));
        updateActions();
    }

    private void fillMenu(IMenuManager manager, Action choose, Action refresh) {
        manager.add(open);
        manager.add(rename);
        manager.add(delete);
        manager.add(new Separator());
        manager.add(compare);
        manager.add(new Separator());
        manager.add(refresh);
        manager.add(choose);
    }

    private static Action action(String text, Runnable run) {
        return new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
    }

    private void updateActions() {
        List<Path> files = selectedFiles();
        boolean onlyFiles = !files.isEmpty() && files.size() == selected().size();
        open.setEnabled(onlyFiles);
        rename.setEnabled(onlyFiles && files.size() == 1);
        delete.setEnabled(onlyFiles);
        compare.setEnabled(onlyFiles && files.size() == 2);
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(lookAgainWhenShown);
        super.dispose();
    }

    @Override
    public void setFocus() {
        tree.getControl().setFocus();
    }

    /** Shows the scenarios under {@code shown}. */
    public void showFolder(Path shown) {
        folder = shown.toAbsolutePath().normalize();
        folderLabel.setText(folder.toString());
        folderLabel.setToolTipText(folder.toString());
        tree.setInput(folder);
        updateActions();
    }

    /** Reads the folder again, keeping what is expanded and selected where it still exists. */
    public void refresh() {
        if (!tree.getControl().isDisposed()) {
            tree.refresh();
            updateActions();
        }
    }

    /**
     * @return why {@code newName} cannot be the new name of {@code file}, or null when it can (the
     *         {@code .crowd} ending is added when missing)
     */
    public static String problemWithName(Path file, String newName) {
        return ScenarioFileOperations.problemWithName(file, newName);
    }

    /** The folder shown. */
    public Path folder() {
        return folder;
    }

    /** Opens the files in scenario editors. */
    public void open(List<Path> files) {
        ScenarioFiles.open(getSite().getWorkbenchWindow(), files);
    }

    /**
     * Renames a file, telling the artist when it cannot be done.
     *
     * @return the renamed file, or the file itself when it was not renamed
     */
    public Path rename(Path file, String newName) {
        try {
            Path renamed = new ScenarioFileOperations(getSite().getPage()).rename(file, newName);
            refresh();
            tree.setSelection(new StructuredSelection(renamed), true);
            return renamed;
        } catch (IOException cannot) {
            problems.accept(Messages.ScenarioFolderView_renameTitle,
                    NLS.bind(Messages.ScenarioFolderView_cannotRename01,
                    file.getFileName(), cannot.getMessage()));
            return file;
        }
    }

    /** Deletes the files without asking, telling the artist when it cannot be done. */
    public void delete(List<Path> files) {
        try {
            new ScenarioFileOperations(getSite().getPage()).delete(files);
        } catch (IOException cannot) {
            problems.accept(Messages.ScenarioFolderView_delete, NLS.bind(Messages.ScenarioFolderView_nothingWasDeleted0,
                    cannot.getMessage()));
        }
        refresh();
    }

    /**
     * Shows how {@code second} differs from {@code first}.
     *
     * @param block whether to wait until the artist closes it
     * @return the comparison's window
     */
    public Shell showComparison(Path first, Path second, boolean block) {
        ScenarioComparisonDialog dialog = new ScenarioComparisonDialog(shell(), ScenarioComparison.of(first, second));
        dialog.setBlockOnOpen(block);
        dialog.open();
        return dialog.getShell();
    }

    private void askToRename() {
        Path file = selectedFiles().get(0);
        InputDialog ask = new InputDialog(shell(), Messages.ScenarioFolderView_renameTitle,
                NLS.bind(Messages.ScenarioFolderView_newNameOf0,
                file.getFileName()), file.getFileName().toString(),
                name -> problemWithName(file, name));
        if (ask.open() == Window.OK) {
            rename(file, ask.getValue());
        }
    }

    private void askToDelete() {
        List<Path> files = selectedFiles();
        String what = files.size() == 1 ? files.get(0).getFileName().toString() : NLS.bind(Messages.ScenarioFolderView_0ScenarioFiles,
                files.size());
        if (MessageDialog.openConfirm(shell(), Messages.ScenarioFolderView_delete,
                NLS.bind(Messages.ScenarioFolderView_delete0FromDiskThis, what))) {
            delete(files);
        }
    }

    private void askForFolder() {
        DirectoryDialog ask = new DirectoryDialog(shell());
        ask.setText(Messages.ScenarioFolderView_scenarios);
        ask.setMessage(Messages.ScenarioFolderView_theFolderWhoseScenariosTo);
        ask.setFilterPath(folder.toString());
        String chosen = ask.open();
        if (chosen != null) {
            showFolder(Path.of(chosen));
        }
    }

    private List<Object> selected() {
        return ((IStructuredSelection) tree.getSelection()).toList();
    }

    private List<Path> selectedFiles() {
        List<Path> files = new ArrayList<>();
        for (Object element : selected()) {
            if (element instanceof Path path && ScenarioFolderContent.isScenario(path)) {
                files.add(path);
            }
        }
        return files;
    }

    private Shell shell() {
        return getSite().getShell();
    }
}
