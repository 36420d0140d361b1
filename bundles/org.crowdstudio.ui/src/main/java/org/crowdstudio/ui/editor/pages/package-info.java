/**
 * The form pages of the scenario editor and the small pieces they are built from.
 *
 * <p>Each page shows one concern of a scenario (overview, behaviour profiles and their steering
 * pipelines, agents and populations, fields and bindings); a method's bundle adds
 * its own through {@link org.crowdstudio.ui.editor.spi.EditorPage} with these same pieces. Every edit on a page is an EMF command on the editor's editing domain, so Undo, Redo
 * and the dirty marker work as in the tree, and every page redraws itself after any change,
 * whichever page or view made it. The widgets are bound generically: an {@link
 * org.crowdstudio.ui.editor.pages.AttributeField} binds one attribute, a {@link
 * org.crowdstudio.ui.editor.pages.ModelTable} shows elements in editable columns and a {@link
 * org.crowdstudio.ui.editor.pages.ParameterForm} renders an algorithm's parameters from what the
 * algorithm declares, so a plug-in's algorithm gets its editor without code here.
 */
package org.crowdstudio.ui.editor.pages;
