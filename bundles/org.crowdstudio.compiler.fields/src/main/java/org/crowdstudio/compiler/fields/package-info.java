/**
 * The interaction fields' model-to-runtime translation: {@link org.crowdstudio.compiler.fields.FieldSceneCompiler}
 * (contributed to the scenario compiler) and {@link org.crowdstudio.compiler.fields.KeyframeBaker},
 * which the sketch editor's preview shares so that it shows exactly what agents follow.
 */
package org.crowdstudio.compiler.fields;
