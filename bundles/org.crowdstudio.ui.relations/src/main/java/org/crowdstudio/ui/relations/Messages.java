package org.crowdstudio.ui.relations;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of this bundle, from messages.properties beside this class (translations go in messages_LANG.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.crowdstudio.ui.relations.messages";

    public static String GraphBenchmark_1000Agents21Groups;
    public static String GraphBenchmark_90MemberGroupSimcflow;
    public static String GraphBenchmark_agent0;
    public static String GraphBenchmark_caseAgentsRelationsReadMs;
    public static String GraphBenchmark_family0;
    public static String GraphBenchmark_flow;
    public static String GraphBenchmark_relationshipGraphPaintedAt0;
    public static String GraphBenchmark_thePointerHitNothing;
    public static String GraphFilter_allAgents;
    public static String GraphFilter_group0;
    public static String GraphFilter_profile0;
    public static String GraphPainter_connected0;
    public static String GraphPainter_runAt1fS;
    public static String GraphPainter_talking0;
    public static String RelationEdits_0CannotFollowThemselves;
    public static String RelationEdits_0IsAPopulationIts;
    public static String RelationEdits_0IsInNoGroup;
    public static String RelationEdits_0IsNoLongerIn;
    public static String RelationEdits_0IsNotANumber;
    public static String RelationEdits_0IsOutside0To;
    public static String RelationEdits_dropTheArrowOnAn;
    public static String RelationEdits_move0;
    public static String RelationEdits_pin0;
    public static String RelationEdits_selectTwoAgentsOrMore;
    public static String RelationEdits_setLeader;
    public static String RelationEdits_unpin;
    public static String RelationshipGraphPage_0Follows1AlreadyDrag;
    public static String RelationshipGraphPage_0Follows1WithWeight;
    public static String RelationshipGraphPage_0IsPinnedWhereYou;
    public static String RelationshipGraphPage_0MembersFollowEachOther;
    public static String RelationshipGraphPage_0NowFollows1With;
    public static String RelationshipGraphPage_agentFound;
    public static String RelationshipGraphPage_agentsFound;
    public static String RelationshipGraphPage_and0WithWeight1;
    public static String RelationshipGraphPage_delete;
    public static String RelationshipGraphPage_deleteTheSelectedRelationsAnd;
    public static String RelationshipGraphPage_dragFromOneAgentTo;
    public static String RelationshipGraphPage_findAgentsByName;
    public static String RelationshipGraphPage_fit;
    public static String RelationshipGraphPage_handTheSelectedPinnedAgents;
    public static String RelationshipGraphPage_makeANewGroupOf;
    public static String RelationshipGraphPage_makeGroup;
    public static String RelationshipGraphPage_makeTheSelectedAgentLead;
    public static String RelationshipGraphPage_noAgentShownIsCalled;
    public static String RelationshipGraphPage_relationshipGraph;
    public static String RelationshipGraphPage_relationships;
    public static String RelationshipGraphPage_setLeader;
    public static String RelationshipGraphPage_show;
    public static String RelationshipGraphPage_showAllAgentsTheMembers;
    public static String RelationshipGraphPage_showTheWholeGraph;
    public static String RelationshipGraphPage_theGraphCouldNotBe;
    public static String RelationshipGraphPage_theRelationshipGraphCouldNot;
    public static String RelationshipGraphPage_whoFollowsWhom;
    public static String SocialPicture_1NoTraits;
    public static String SocialPicture_anywhereRoundTheCircle;
    public static String SocialPicture_concentration1f;
    public static String SocialPicture_drawnFromTheProfileWith;
    public static String SocialPicture_friendsWithS2f;
    public static String SocialPicture_friendshipAngle;
    public static String SocialPicture_mood;
    public static String SocialPicture_mood2fFriendshipAngle0f;
    public static String SocialPicture_placedWhenARunStarts;
    public static String SocialPicture_takesNoPartInThe;
    public static String SocialPicture_takesNoPartInThe2;
    public static String SelectionDetails_selectOneRelationOr;
    public static String WeightLabels_weightAndFormation;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
