/**
 * The Crowd Studio scenario model: what technical artists author, save as {@code .crowd} files,
 * version in git and diff.
 *
 * <p>An EMF model (Ecore and genmodel, generated code kept apart from hand-written code) covering
 * all four methods: scenarios and their simulation settings, environments, behaviour profiles with
 * their steering pipelines, agents and populations, interaction fields with keyframes and bindings,
 * the social layer, groups and relation matrices, anisotropic fields and the timeline. This bundle
 * also owns deterministic, diff-friendly file I/O (stable ids, atomic saves, format versions),
 * validation and the semantic diff. The model never reaches into the kernel: a compiler outside
 * {@code org.crowdstudio.engine} translates it into the kernel's runtime form.
 */
package org.crowdstudio.model;
