package org.crowdstudio.ui.navigation;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of this bundle, from messages.properties beside this class (translations go in messages_LANG.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.crowdstudio.ui.navigation.messages";

    public static String NavigationOverlay_navigation;
    public static String NavigationOverlay_showTheFloorNavigationFinds;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
