/**
 * Validation of scenarios: whatever would make a simulation meaningless (non-positive radii, max
 * speed below preferred speed, keyframes out of order, agents inside obstacles, relation weights
 * outside [0, 1], ...), reported with the path of the element and what is wrong. Available to EMF
 * tooling as an {@link org.eclipse.emf.ecore.EValidator}.
 */
package org.crowdstudio.model.validation;
