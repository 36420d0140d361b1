/**
 * Learning anisotropic fields from observed trajectories (AF paper §3.5): reading track files
 * (Crowd Studio's CSV, UMANS folders, tracker files) into world metres, and adding them to a
 * field as a trajectory set.
 */
package org.crowdstudio.compiler.anisotropic.learn;
