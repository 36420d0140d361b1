package org.crowdstudio.ui.social;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of this bundle, from messages.properties beside this class (translations go in messages_LANG.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.crowdstudio.ui.social.messages";

    public static String SocialPage_addSocialSettingsToThis;
    public static String SocialPage_distribution;
    public static String SocialPage_drawnFor;
    public static String SocialPage_effect;
    public static String SocialPage_globalinterest;
    public static String SocialPage_globalinterestKeyedOverTimeLinear;
    public static String SocialPage_globalinterestTimeline;
    public static String SocialPage_globalinterestTo0;
    public static String SocialPage_globalinterestTo0EveryoneTo;
    public static String SocialPage_group0;
    public static String SocialPage_group0Walks1;
    public static String SocialPage_howInterestRecoversAndDecays;
    public static String SocialPage_kind;
    public static String SocialPage_name;
    public static String SocialPage_namedEventsWithATime;
    public static String SocialPage_restoresGlobalinterestAndEveryoneS;
    public static String SocialPage_selectADistributionAboveTo;
    public static String SocialPage_social;
    public static String SocialPage_socialBehaviour;
    public static String SocialPage_socialSettings;
    public static String SocialPage_socialTraits;
    public static String SocialPage_theDistributionsEachAgentS;
    public static String SocialPage_timeS;
    public static String SocialPage_timelineEvents;
    public static String SocialPage_timelineEvents2;
    public static String SocialPage_trait;
    public static String TimelinePlot_noKeysGlobalinterestStaysAt;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
