package org.crowdstudio.fields;

/** What the keyframes of a parametric field are indexed by (IF paper §4.4), and the rotation link. */
public enum FieldParameter {
    /** Not parametric: one keyframe. */
    NONE,
    /** The speed of the source, m/s: 0 for obstacles and the environment. */
    SOURCE_SPEED,
    /** Simulation time, s. */
    SIMULATION_TIME,
    /** Agents per m² around the receiver. */
    LOCAL_DENSITY,
    /** Distance from the source to the linked object, m. */
    LINKED_DISTANCE,
    /** Not a keyframe index: the rotation link, which turns the field to face the linked object (§4.4.2). */
    LINKED_ANGLE
}
