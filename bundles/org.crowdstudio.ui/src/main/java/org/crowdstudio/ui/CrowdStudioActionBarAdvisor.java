package org.crowdstudio.ui;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * The File, Edit, Window and Help menus. Editors and views contribute their own entries through
 * the standard group markers, so later features add commands without touching this class.
 */
final class CrowdStudioActionBarAdvisor extends ActionBarAdvisor {

    private IWorkbenchAction save;
    private IWorkbenchAction saveAs;
    private IWorkbenchAction quit;
    private IWorkbenchAction undo;
    private IWorkbenchAction redo;
    private IWorkbenchAction preferences;
    private IWorkbenchAction resetPerspective;
    private IWorkbenchAction about;
    private IContributionItem views;

    CrowdStudioActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        save = registered(ActionFactory.SAVE.create(window));
        saveAs = registered(ActionFactory.SAVE_AS.create(window));
        quit = registered(ActionFactory.QUIT.create(window));
        undo = registered(ActionFactory.UNDO.create(window));
        redo = registered(ActionFactory.REDO.create(window));
        preferences = registered(ActionFactory.PREFERENCES.create(window));
        resetPerspective = registered(ActionFactory.RESET_PERSPECTIVE.create(window));
        about = registered(ActionFactory.ABOUT.create(window));
        views = ContributionItemFactory.VIEWS_SHORTLIST.create(window);
    }

    /** Registers an action (for key bindings and disposal) and returns it. */
    private IWorkbenchAction registered(IWorkbenchAction action) {
        register(action);
        return action;
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        file.add(new GroupMarker(IWorkbenchActionConstants.FILE_START));
        file.add(new GroupMarker(IWorkbenchActionConstants.NEW_EXT));
        file.add(new Separator());
        file.add(save);
        file.add(saveAs);
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        // The recent scenarios (RecentFilesMenu) go here, above Exit, as in Eclipse.
        file.add(new GroupMarker(IWorkbenchActionConstants.MRU));
        file.add(quit);
        file.add(new GroupMarker(IWorkbenchActionConstants.FILE_END));

        MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        edit.add(new GroupMarker(IWorkbenchActionConstants.EDIT_START));
        edit.add(undo);
        edit.add(redo);
        edit.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        edit.add(new GroupMarker(IWorkbenchActionConstants.EDIT_END));

        MenuManager windowMenu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        MenuManager showView = new MenuManager(Messages.CrowdStudioActionBarAdvisor_showView);
        showView.add(views);
        windowMenu.add(showView);
        windowMenu.add(resetPerspective);
        windowMenu.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        windowMenu.add(new Separator());
        windowMenu.add(preferences);

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(new GroupMarker(IWorkbenchActionConstants.HELP_START));
        help.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        help.add(new Separator());
        help.add(about);
        help.add(new GroupMarker(IWorkbenchActionConstants.HELP_END));

        menuBar.add(file);
        menuBar.add(edit);
        menuBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(windowMenu);
        menuBar.add(help);
    }
}
