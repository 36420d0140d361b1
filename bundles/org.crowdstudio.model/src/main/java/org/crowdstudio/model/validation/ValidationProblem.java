package org.crowdstudio.model.validation;

import org.eclipse.emf.ecore.EObject;

/**
 * One problem in a scenario.
 *
 * @param severity how bad it is
 * @param path where it is, e.g. {@code profiles[Walker].radius}
 * @param message what is wrong, e.g. {@code must be greater than 0 (is -0.3)}
 * @param element the element, for tools that select it
 */
public record ValidationProblem(Severity severity, String path, String message, EObject element) {

    /** @return e.g. {@code error: profiles[Walker].radius: must be greater than 0 (is -0.3)} */
    @Override
    public String toString() {
        return severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + path + ": " + message;
    }
}
