package org.crowdstudio.model.diff;

/**
 * One difference between two scenarios.
 *
 * @param kind what happened
 * @param path where, e.g. {@code agents[Ada].position}
 * @param detail the old and new value, or what was added or removed
 */
public record Change(Kind kind, String path, String detail) {

    /** What happened to an element. */
    public enum Kind {
        ADDED, REMOVED, MOVED, CHANGED
    }

    /** @return e.g. {@code changed  agents[Ada].position: (-5, 0) → (-3, 1)} */
    @Override
    public String toString() {
        return String.format("%-8s %s: %s", kind.name().toLowerCase(java.util.Locale.ROOT), path, detail);
    }
}
