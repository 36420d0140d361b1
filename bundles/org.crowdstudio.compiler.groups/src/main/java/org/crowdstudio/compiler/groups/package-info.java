/**
 * The groups' model-to-runtime translation: {@link org.crowdstudio.compiler.groups.GroupSceneCompiler},
 * contributed to the scenario compiler (groups, relations, group parameters, group changes on the timeline).
 */
package org.crowdstudio.compiler.groups;
