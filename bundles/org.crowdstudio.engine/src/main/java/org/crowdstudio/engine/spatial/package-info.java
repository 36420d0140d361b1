/**
 * Neighbour search for the frame pipeline's perception step: a uniform grid over agent
 * positions, rebuilt every step into arrays it reuses, answering radius and k-nearest queries in
 * a deterministic order.
 */
package org.crowdstudio.engine.spatial;
