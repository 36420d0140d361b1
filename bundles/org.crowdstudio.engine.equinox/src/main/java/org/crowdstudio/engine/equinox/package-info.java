/**
 * The kernel inside Equinox: fills the engine's algorithm registry from the extension point
 * {@code org.crowdstudio.engine.algorithms}. Thin glue: the registry and the algorithms are the
 * same as on a plain classpath.
 */
package org.crowdstudio.engine.equinox;
