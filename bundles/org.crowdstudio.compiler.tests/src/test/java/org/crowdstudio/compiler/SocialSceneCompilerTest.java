package org.crowdstudio.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.SocialTraits;
import org.crowdstudio.model.scenario.UniformDistribution;
import org.crowdstudio.steering.social.SocialScene;
import org.junit.jupiter.api.Test;

/** Friendship angles and moods as the social layer gets them (TA paper §4, §6). */
class SocialSceneCompilerTest {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    private final ScenarioCompiler compiler = new ScenarioCompiler(TestAlgorithms.registry());
    private final Scenarios s = new Scenarios();
    private final BehaviourProfile walker = s.profile("Walker", "walk", null);
    private final Region plaza = s.region("Plaza", 0, 0, 20, 0, 20, 20, 0, 20);

    @Test
    void anAgentsOwnTraitsWinAndAPopulationDrawsFromItsDistributions() throws Exception {
        Agent ada = s.agent("Ada", walker, -5, -5);
        ada.setFriendshipAngle(7.0);
        ada.setMood(0.25);
        Population guests = s.population("Guests", walker, 40, plaza, GoalRule.NONE);
        guests.setSocialTraits(traits(1, 2, 0.6, 0.9));

        SocialScene scene = compiler.compile(s.scenario, 3).world().attachment(SocialScene.class).orElseThrow();

        assertThat(scene.friendshipAngle(0)).as("7 rad, once round the circle").isCloseTo(7 - 2 * Math.PI, within(1e-12));
        assertThat(scene.mood(0)).isEqualTo(0.25);
        for (int id = 1; id <= 40; id++) {
            assertThat(scene.friendshipAngle(id)).isBetween(1.0, 2.0);
            assertThat(scene.mood(id)).isBetween(0.6, 0.9);
            assertThat(scene.takesPart(id)).as("the profile does not run the social layer").isFalse();
        }
        SocialScene again = compiler.compile(s.scenario, 3).world().attachment(SocialScene.class).orElseThrow();
        assertThat(again.mood(17)).as("same seed, same traits").isEqualTo(scene.mood(17));
    }

    @Test
    void givingAPopulationTraitsDoesNotMoveItsCrowd() throws Exception {
        Population guests = s.population("Guests", walker, 40, plaza, GoalRule.NONE);
        Crowd plain = compiler.compile(s.scenario, 3).crowd();

        guests.setSocialTraits(traits(0, 6, 0, 1));
        Crowd social = compiler.compile(s.scenario, 3).crowd();

        for (int id = 0; id < 40; id++) {
            assertThat(social.x(id)).isEqualTo(plain.x(id));
            assertThat(social.y(id)).isEqualTo(plain.y(id));
        }
    }

    private static SocialTraits traits(double angleFrom, double angleTo, double moodFrom, double moodTo) {
        SocialTraits traits = MODEL.createSocialTraits();
        traits.setFriendshipAngle(uniform(angleFrom, angleTo));
        traits.setMood(uniform(moodFrom, moodTo));
        return traits;
    }

    private static UniformDistribution uniform(double min, double max) {
        UniformDistribution uniform = MODEL.createUniformDistribution();
        uniform.setMin(min);
        uniform.setMax(max);
        return uniform;
    }
}
