package org.crowdstudio.ui.groups;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.steering.groups.WorldGroups;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.crowdstudio.ui.simulation.spi.SimulationOverlay;
import org.eclipse.swt.graphics.GC;

/**
 * The Simulation view's groups overlay (VC paper §3): who is in which group, who leads, and whom
 * each agent's velocity-connection solver chose to stay near in the step shown. It reads the
 * world's {@link WorldGroups} without creating it, so a run whose solvers do not use groups has
 * nothing to draw and is left exactly as it was.
 */
public final class GroupsOverlay implements SimulationOverlay<GroupSnapshot> {

    /** The overlay's id. */
    public static final String ID = "groups";

    private final GroupPalette palette = new GroupPalette();
    private final GroupPainter painter = new GroupPainter(palette);
    private final GroupLegend legend = new GroupLegend(palette);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String label() {
        return Messages.GroupsOverlay_groups;
    }

    @Override
    public String description() {
        return Messages.GroupsOverlay_showEachAgentSGroups;
    }

    @Override
    public GroupSnapshot capture(Simulation simulation, CrowdFrame frame) {
        return simulation.world().attachment(WorldGroups.class).map(groups -> GroupSnapshot.of(groups, frame.size())).orElse(null);
    }

    @Override
    public void paint(GC gc, MetreView view, CrowdFrame frame, GroupSnapshot snapshot) {
        painter.paint(gc, view, frame, snapshot);
    }

    @Override
    public void paintOver(GC gc, MetreView view, CrowdFrame frame, GroupSnapshot snapshot) {
        painter.paintCrowns(gc, view, frame, snapshot);
        legend.paint(gc, snapshot);
    }
}
