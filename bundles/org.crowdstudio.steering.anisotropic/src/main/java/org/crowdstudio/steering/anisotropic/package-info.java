/**
 * Anisotropic fields (AF paper), plain Java on the engine only: per-cell distributions of walking
 * direction ({@link org.crowdstudio.steering.anisotropic.DirectionField}), built from brush
 * strokes ({@link org.crowdstudio.steering.anisotropic.StrokeBaker}, Algorithm 1), and the
 * {@code anisotropic-field} velocity source that steers agents by them. The scene's fields
 * ({@link org.crowdstudio.steering.anisotropic.AnisotropicScene}) are compiled from the model
 * elsewhere and attached to the world.
 */
package org.crowdstudio.steering.anisotropic;
