/**
 * How a bundle adds a page to the scenario editor: implement {@link org.crowdstudio.ui.editor.spi.EditorPage}
 * and contribute it to the extension point {@code org.crowdstudio.ui.editorPages}. The editor
 * shows every contributed page in position order and names none of them.
 */
package org.crowdstudio.ui.editor.spi;
