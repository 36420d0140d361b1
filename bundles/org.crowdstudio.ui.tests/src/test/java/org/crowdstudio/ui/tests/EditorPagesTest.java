package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.crowdstudio.ui.editor.pages.OverviewPage;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.editor.spi.EditorPage;
import org.crowdstudio.ui.editor.spi.EditorPages;
import org.junit.jupiter.api.Test;

/** A third party's page takes its place among the others by position, and cannot take another's id. */
class EditorPagesTest {

    /** A page a plug-in might add: between the core's Profiles and Agents pages. */
    static final class FlockPage extends ContributedPage {
        FlockPage(String id, int position) {
            super(id, position, OverviewPage::new, new Count("Flocks", scenario -> 0));
        }
    }

    @Test
    void pagesComeInPositionOrderThenById() {
        EditorPages pages = EditorPages.of(new OverviewPage.Contribution(), new FlockPage("flocks", 250), new FlockPage("birds", 250),
                new FlockPage("last", 10_000));

        assertThat(pages.all()).extracting(EditorPage::id).containsExactly(OverviewPage.ID, "birds", "flocks", "last");
        assertThat(pages.all().get(1).contents()).extracting(EditorPage.Count::label).containsExactly("Flocks");
    }

    @Test
    void aSecondPageWithTheSameIdIsRefusedWithBothClassesNamed() {
        EditorPages pages = EditorPages.of(new OverviewPage.Contribution());

        assertThatThrownBy(() -> pages.register(new FlockPage(OverviewPage.ID, 250))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("two editor pages are called 'overview'").hasMessageContaining("FlockPage");
        assertThatThrownBy(() -> pages.register(new FlockPage(" ", 250))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no id");
    }
}
