package org.crowdstudio.model.io;

import java.util.UUID;

import org.crowdstudio.model.scenario.Identified;
import org.eclipse.emf.ecore.EObject;

/** Stable identifiers: every identified element gets a UUID once, and keeps it. */
public final class ScenarioIds {

    private ScenarioIds() {
    }

    /** @return a new identifier */
    public static String newId() {
        return UUID.randomUUID().toString();
    }

    /** Gives an identifier to every identified element under the root that has none yet. */
    public static void assignMissing(EObject root) {
        if (root instanceof Identified identified && isBlank(identified.getId())) {
            identified.setId(newId());
        }
        root.eAllContents().forEachRemaining(element -> {
            if (element instanceof Identified identified && isBlank(identified.getId())) {
                identified.setId(newId());
            }
        });
    }

    private static boolean isBlank(String id) {
        return id == null || id.isBlank();
    }
}
