/**
 * The anisotropic fields' model-to-runtime translation:
 * {@link org.crowdstudio.compiler.anisotropic.AnisotropicSceneCompiler}, contributed to the scenario
 * compiler (fields, their brush strokes, trajectories and stored distributions).
 */
package org.crowdstudio.compiler.anisotropic;
