package org.crowdstudio.ui.simulation;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The core's Simulate command (the start page's Open and Play runs it): shows the Simulation view,
 * which loads the active editor's scenario, and plays it.
 */
public final class SimulateHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        try {
            SimulationView simulation = (SimulationView) window.getActivePage().showView(SimulationView.ID);
            simulation.loadAndPlay();
        } catch (PartInitException cannotShow) {
            throw new ExecutionException(NLS.bind(Messages.SimulateHandler_theSimulationViewCannotBe, cannotShow.getMessage()), cannotShow);
        }
        return null;
    }
}
