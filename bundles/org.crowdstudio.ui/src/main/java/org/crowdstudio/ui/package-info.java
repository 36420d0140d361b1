/**
 * The Crowd Studio workbench: the RCP application, its window and menus, and the
 * "Crowd Authoring" perspective.
 *
 * <p>The scenario editor, the interaction-field sketch editor, the live simulation view and the
 * plots grow here (or in UI bundles beside it). Simulations never run on the UI thread: views
 * observe and steer a running engine through its live-control API.
 */
package org.crowdstudio.ui;
