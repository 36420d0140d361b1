/**
 * Interaction fields at run time (IF paper §4): the velocity source {@code interaction-fields} and
 * the orientation policy {@code interaction-field-orientation}. Each receiver is mapped into the
 * frame of every source of every field bound to it, the fields are sampled there and combined by
 * eq. 1; activation rules switch fields per receiver over time. Plain Java.
 */
package org.crowdstudio.steering.fields;
