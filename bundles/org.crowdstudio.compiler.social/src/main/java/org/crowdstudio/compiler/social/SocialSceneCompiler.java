package org.crowdstudio.compiler.social;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;

import org.crowdstudio.compiler.spi.GoalList;
import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.engine.sim.Evacuation;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.engine.spi.LiveControl;
import org.crowdstudio.model.scenario.AllClearEvent;
import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SetGlobalInterestEvent;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.steering.social.SocialScene;

/**
 * The social layer's scene compiler (TA paper §4–7): each agent's traits become the
 * {@link SocialScene}, the scenario's GlobalInterest the starting value of that global, and the
 * paper's timeline events (set GlobalInterest, fire alarm, all clear) kernel events. Traits are
 * drawn at the start of a run, so a live edit of them waits for the next run.
 */
public final class SocialSceneCompiler implements SceneCompiler {

    /** The id of this scene compiler. */
    public static final String ID = "social-ta";
    /** As published with each event fired, see {@link org.crowdstudio.engine.spi.SimulationEvent}. */
    public static final String SET_GLOBAL_INTEREST = "set-global-interest";
    public static final String FIRE_ALARM = "fire-alarm";
    public static final String ALL_CLEAR = "all-clear";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void compile(SceneCompilation scene) {
        Scenario scenario = scene.scenario();
        if (scenario.getSocial() != null) {
            scene.world().globals().handle(SocialScene.GLOBAL_INTEREST, scenario.getSocial().getGlobalInterest());
        }
        SocialScene social = new SocialSceneTranslator(scene).compile();
        scene.world().attach(SocialScene.class, social);
        if (IntStream.range(0, social.agentCount()).anyMatch(social::takesPart)) {
            // The artist's live control of the layer (TA paper §6), offered only where someone socialises.
            scene.world().globals().declare(new LiveControl(SocialScene.GLOBAL_INTEREST, "GlobalInterest", 0, 2,
                    "How much everyone wants to socialise (TA paper eq. 9): 0 no one stops to talk, 1 as authored"));
        }
    }

    @Override
    public Optional<Timeline.Event> compileEvent(TimelineEvent event, SceneCompilation scene) {
        double time = event.getTime() == null ? Double.NaN : event.getTime();
        String name = SceneCompilation.eventName(event);
        return switch (event) {
            // Like a curve, it leaves a held value alone: the artist's slider, a sounding alarm.
            case SetGlobalInterestEvent set -> Optional.of(new Timeline.Event(name, SET_GLOBAL_INTEREST, time, simulation -> {
                if (!simulation.globals().isHeld(SocialScene.GLOBAL_INTEREST)) {
                    simulation.globals().set(SocialScene.GLOBAL_INTEREST, set.getValue());
                }
            }));
            case FireAlarmEvent alarm -> evacuation(scene, event).map(shared -> new Timeline.Event(name, FIRE_ALARM, time,
                    simulation -> shared.soundAlarm(simulation, Map.of(SocialScene.GLOBAL_INTEREST, alarm.getGlobalInterest()))));
            case AllClearEvent clear -> evacuation(scene, event).map(shared -> new Timeline.Event(name, ALL_CLEAR, time, shared::allClear));
            default -> Optional.empty();
        };
    }

    /**
     * The evacuation every fire alarm and all clear of the scenario share, to the environment's
     * exits; kept in the world being compiled, so the second event finds the first one's.
     */
    private static Optional<Evacuation> evacuation(SceneCompilation scene, TimelineEvent event) {
        Optional<Evacuation> made = scene.world().attachment(Evacuation.class);
        if (made.isPresent()) {
            return made;
        }
        Scenario scenario = scene.scenario();
        List<Place> exits = scenario.getEnvironment() == null ? List.of()
                : scenario.getEnvironment().getPlaces().stream().filter(place -> place.getKind() == PlaceKind.EXIT).toList();
        if (exits.isEmpty()) {
            scene.problem(event, "sends everyone to the nearest exit, but the environment has no place of kind EXIT");
            return Optional.empty();
        }
        Evacuation evacuation = new Evacuation(GoalList.of(exits));
        scene.world().attach(Evacuation.class, evacuation);
        return Optional.of(evacuation);
    }
}
