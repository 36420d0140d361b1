package org.crowdstudio.compiler;

/**
 * Why a scenario cannot be simulated, at one element.
 *
 * @param path the element's path in the scenario, e.g. {@code profiles[Hider].pipeline.velocitySources[0]}
 * @param message what is wrong, for people
 */
public record CompileProblem(String path, String message) {

    @Override
    public String toString() {
        return path.isEmpty() ? message : path + ": " + message;
    }
}
