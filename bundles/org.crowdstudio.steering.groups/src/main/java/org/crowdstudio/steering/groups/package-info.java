/**
 * Groups by velocity connection (Ren et al., CGF 2017), plain Java on the engine only: the
 * {@code velocity-connection} solver and the runtime form of a scenario's groups and relations.
 * The scene's groups ({@link org.crowdstudio.steering.groups.GroupScene}) are compiled from the
 * model elsewhere and attached to the world; the state the timeline changes lives in
 * {@link org.crowdstudio.steering.groups.GroupState}.
 */
package org.crowdstudio.steering.groups;
