package org.crowdstudio.ui.editor.spi;

import java.util.List;
import java.util.function.BiFunction;

import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.pages.ScenarioFormPage;
import org.eclipse.ui.forms.editor.FormEditor;

/**
 * An {@link EditorPage} given by its parts, for a contribution class to extend with a public
 * no-argument constructor: {@code super("groups", 600, GroupsPage::new, new Count("Groups", ...))}.
 */
public abstract class ContributedPage implements EditorPage {

    private final String id;
    private final int position;
    private final BiFunction<FormEditor, ScenarioEditing, ScenarioFormPage> factory;
    private final List<Count> contents;

    protected ContributedPage(String id, int position, BiFunction<FormEditor, ScenarioEditing, ScenarioFormPage> factory, Count... contents) {
        this.id = id;
        this.position = position;
        this.factory = factory;
        this.contents = List.of(contents);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final int position() {
        return position;
    }

    @Override
    public final ScenarioFormPage create(FormEditor editor, ScenarioEditing editing) {
        return factory.apply(editor, editing);
    }

    @Override
    public final List<Count> contents() {
        return contents;
    }
}
