/**
 * The relationship graph (VC paper §3: the relation matrix e_ij, groups and leaders; TA paper §4:
 * friendship and mood), a page of the scenario editor contributed through
 * {@code org.crowdstudio.ui.editorPages}: agents as nodes, groups as enclosures round their members
 * with their leaders crowned, relations as directed edges whose thickness and label are their
 * weight, laid out by ELK. Every edit is a command on the editor's stack ({@link
 * org.crowdstudio.ui.relations.RelationEdits}).
 */
package org.crowdstudio.ui.relations;
