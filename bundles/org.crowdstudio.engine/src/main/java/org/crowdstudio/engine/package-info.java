/**
 * The Crowd Studio simulation kernel.
 *
 * <p>This is where the simulation loop lives: compact structure-of-arrays agent state, the frame
 * pipeline of the Interaction Fields paper (perception, waypoint modifiers, preferred velocity,
 * velocity solver, contact forces, integration, orientation), the plug-in interfaces every
 * steering stage implements, and the deterministic parallel stepper. The kernel is plain Java: it
 * imports nothing from Eclipse, EMF, SWT or OSGi (the build enforces it), so it runs unchanged on a
 * plain classpath (command line, benchmarks, tests) and inside Equinox. Scenario models are
 * compiled into the kernel's runtime form outside this bundle; algorithms live in their own
 * {@code org.crowdstudio.steering.*} bundles.
 */
package org.crowdstudio.engine;
