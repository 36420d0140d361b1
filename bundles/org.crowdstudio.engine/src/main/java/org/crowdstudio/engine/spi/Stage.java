package org.crowdstudio.engine.spi;

/** The stages of the per-agent frame pipeline an algorithm can fill (IF paper §4.3). */
public enum Stage {
    /** Sets temporary waypoints, e.g. the social layer's meeting points. */
    WAYPOINT_MODIFIER,
    /** Proposes a preferred velocity: goal reaching, interaction fields, anisotropic fields, user control. */
    VELOCITY_SOURCE,
    /** Turns the preferred velocity into a new velocity: ORCA, social forces, velocity connection. */
    VELOCITY_SOLVER,
    /** Adds an acceleration, e.g. contact forces. */
    FORCE,
    /** Decides where agents face. */
    ORIENTATION,
    /** Sees every step without changing it: recorders, statistics, views. */
    OBSERVER
}
