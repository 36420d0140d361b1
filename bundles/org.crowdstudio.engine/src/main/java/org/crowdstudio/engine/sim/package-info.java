/**
 * The simulation loop: crowd state in structure-of-arrays form, double-buffered; the per-agent
 * frame pipeline (IF paper §4.3); and the deterministic parallel stepper.
 */
package org.crowdstudio.engine.sim;
