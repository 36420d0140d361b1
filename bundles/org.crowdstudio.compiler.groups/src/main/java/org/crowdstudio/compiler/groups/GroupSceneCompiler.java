package org.crowdstudio.compiler.groups;

import java.util.Optional;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.steering.groups.GroupChange;
import org.crowdstudio.steering.groups.GroupScene;
import org.crowdstudio.steering.groups.WorldGroups;

/**
 * The groups' scene compiler (VC paper §3.2, §4.2): the scenario's groups, relations and the
 * profiles' group parameters become the {@link GroupScene} the velocity-connection solver reads, and
 * each group change on the timeline a kernel event that changes the running groups. A live edit
 * attaches the edited groups to the running world, where the solver takes them up at the next
 * step (group changes the timeline made before are not replayed on them).
 */
public final class GroupSceneCompiler implements SceneCompiler {

    /** The id of this scene compiler. */
    public static final String ID = "velocity-connection";
    /** As published with each group change fired, see {@link org.crowdstudio.engine.spi.SimulationEvent}. */
    public static final String GROUP_CHANGE = "group-change";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void compile(SceneCompilation scene) {
        GroupSceneTranslator translator = new GroupSceneTranslator(scene);
        scene.world().attach(GroupScene.class, translator.compile());
    }

    @Override
    public Optional<Timeline.Event> compileEvent(TimelineEvent event, SceneCompilation scene) {
        if (!(event instanceof GroupChangeEvent change)) {
            return Optional.empty();
        }
        Optional<GroupChange> compiled = new GroupSceneTranslator(scene).change(change);
        double time = event.getTime() == null ? Double.NaN : event.getTime();
        return compiled.map(groupChange -> new Timeline.Event(SceneCompilation.eventName(event), GROUP_CHANGE, time,
                simulation -> WorldGroups.of(simulation.world()).apply(groupChange, simulation.crowd().size())));
    }

    @Override
    public void applyLive(World running, World edited) {
        edited.attachment(GroupScene.class).ifPresent(groups -> running.attach(GroupScene.class, groups));
    }
}
