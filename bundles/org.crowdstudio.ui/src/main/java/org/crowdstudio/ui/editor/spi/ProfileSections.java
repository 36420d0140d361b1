package org.crowdstudio.ui.editor.spi;

import java.util.Comparator;
import java.util.List;

import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.spi.Contributions;

/**
 * The Profiles page's contributed sections ({@link ProfileSection}), in page order. Filled inside
 * Equinox from the extension point {@code org.crowdstudio.ui.profileSections}. Safe to use from
 * many threads.
 */
public final class ProfileSections {

    /** The extension point sections are contributed to. */
    public static final String EXTENSION_POINT = "org.crowdstudio.ui.profileSections";

    private static Contributions<ProfileSection> installed;

    private ProfileSections() {
    }

    /** @return every profile section the running workbench's bundles contribute, by position, then id */
    public static List<ProfileSection> all() {
        return installed().sorted(Comparator.comparingInt(ProfileSection::position).thenComparing(ProfileSection::id));
    }

    /** @return what could not be loaded, one sentence per contribution */
    public static List<String> problems() {
        return installed().problems();
    }

    /** Read once, on first use. */
    private static synchronized Contributions<ProfileSection> installed() {
        if (installed == null) {
            installed = Contributions.read(Messages.ProfileSections_profileSection,
                    ProfileSection::id, EXTENSION_POINT, ProfileSection.class);
        }
        return installed;
    }
}
