/**
 * The social layer's model-to-runtime translation: {@link org.crowdstudio.compiler.social.SocialSceneCompiler},
 * contributed to the scenario compiler (traits, GlobalInterest, the fire alarm and all clear).
 */
package org.crowdstudio.compiler.social;
