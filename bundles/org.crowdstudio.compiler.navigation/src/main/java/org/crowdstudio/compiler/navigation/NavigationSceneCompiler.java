package org.crowdstudio.compiler.navigation;

import java.util.List;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ValidationProblem;

/**
 * Navigation's part of scene compilation. Navigation reads nothing of a scenario but its
 * environment, which every world carries, so there is nothing to attach; what it adds is a check
 * for validation: that the agents of navigating profiles can reach their goals round the walls
 * ({@link GoalReachCheck}).
 */
public final class NavigationSceneCompiler implements SceneCompiler {

    /** The id of this scene compiler. */
    public static final String ID = "navigation";

    private final GoalReachCheck check = new GoalReachCheck();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void compile(SceneCompilation scene) {
        // The floor plan is made from the world's obstacles and bounds when the first profile navigates.
    }

    @Override
    public List<ValidationProblem> check(Scenario scenario) {
        return check.check(scenario);
    }
}
