/**
 * The mathematics of interaction fields (IF paper §4–6), shared by the simulation and the
 * editors: a sketch of guide curves and zero areas becomes a vector field by inverse-distance
 * weighting (eq. 2), is baked to a grid, and is sampled bilinearly; keyframed fields interpolate
 * vectors and domains over one parameter. Everything here is in the source's frame (the source at
 * the origin, facing −y); mapping to the world is the caller's. Plain Java, no dependencies.
 */
package org.crowdstudio.fields;
