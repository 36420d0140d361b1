package org.crowdstudio.ui.anisotropic;

import java.util.Locale;

/** What the workbench's tests read and press in TrajectoriesPage; a test fragment, never shipped. */
public final class TrajectoriesPageProbe {

    private TrajectoriesPageProbe() {
    }

    /** Fills the page as a person would. */
    public static void fill(TrajectoriesPage trajectoriesPage, String path, String formatName, String fieldName) {
        trajectoriesPage.trajectories.setText(path);
        for (int item = 0; item < trajectoriesPage.format.getItemCount(); item++) {
            if (trajectoriesPage.format.getItem(item).toLowerCase(Locale.ROOT).startsWith(formatName)) {
                trajectoriesPage.format.select(item);
            }
        }
        trajectoriesPage.field.setText(fieldName);
        trajectoriesPage.check();
    }
}
