package org.crowdstudio.ui.editor.spi;

import java.util.List;
import java.util.function.ToIntFunction;

import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.pages.ScenarioFormPage;
import org.eclipse.ui.forms.editor.FormEditor;

/**
 * A page of the scenario editor, contributed by a bundle: the core's own pages and each method's
 * (its groups, its fields) come the same way, so the editor names none of them. Registered through
 * the extension point {@code org.crowdstudio.ui.editorPages}; one instance serves every editor.
 */
public interface EditorPage {

    /** @return a stable id, unique among pages: the page's id in the editor, which links and tests use */
    String id();

    /**
     * @return where the page's tab sits: lower first. The core's pages take 100 (Overview) to 500;
     *         a method's pages go after them
     */
    int position();

    /** Builds the page for one editor; called once per editor, on the UI thread. */
    ScenarioFormPage create(FormEditor editor, ScenarioEditing editing);

    /** @return what the Overview page counts for this page, each a link to it; none by default */
    default List<Count> contents() {
        return List.of();
    }

    /** One line of the Overview page's contents: a label and how many of it the scenario has. */
    record Count(String label, ToIntFunction<Scenario> count) {
    }
}
