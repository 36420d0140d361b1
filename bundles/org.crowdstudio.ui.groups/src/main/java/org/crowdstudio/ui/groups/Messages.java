package org.crowdstudio.ui.groups;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of this bundle, from messages.properties beside this class (translations go in messages_LANG.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.crowdstudio.ui.groups.messages";

    public static String FormationChoice_formation;
    public static String FormationChoice_none;
    public static String FormationChoice_theShapeEveryConnectionBetween;
    public static String FormationChoice_theShapeTheFollowerKeeps;
    public static String GroupEdits_0IsNotAGroup;
    public static String GroupEdits_addGroup;
    public static String GroupEdits_group0;
    public static String GroupEdits_removeGroup;
    public static String GroupParametersSection_addGroupParametersToThis;
    public static String GroupParametersSection_groupsVelocityConnection;
    public static String GroupParametersSection_howThisProfileSAgents;
    public static String GroupParametersSection_removeTheProfileSGroup;
    public static String GroupParametersSection_thisProfileHasNoGroup;
    public static String GroupsOverlay_groups;
    public static String GroupsOverlay_showEachAgentSGroups;
    public static String GroupsPage_aRowSAgentFollows;
    public static String GroupsPage_addAGroupWithoutMembers;
    public static String GroupsPage_addGroup;
    public static String GroupsPage_agentsThatWalkTogetherClick;
    public static String GroupsPage_formation;
    public static String GroupsPage_giveThisGroupParametersOf;
    public static String GroupsPage_groupsAndRelations;
    public static String GroupsPage_leaderWeight;
    public static String GroupsPage_leaders;
    public static String GroupsPage_memberWeight;
    public static String GroupsPage_members;
    public static String GroupsPage_membersAndLeadersALeader;
    public static String GroupsPage_name;
    public static String GroupsPage_relations;
    public static String GroupsPage_removeGroup;
    public static String GroupsPage_removeTheGroupSOwn;
    public static String GroupsPage_removeTheSelectedGroupWith;
    public static String GroupsPage_selectedGroup;
    public static String GroupsPage_thisGroupHasNoParameters;
    public static String GroupsPage_whoIsInTheGroup;
    public static String MembershipTable_agent;
    public static String MembershipTable_clickABoxToMake;
    public static String MembershipTable_leader;
    public static String MembershipTable_member;
    public static String Membership_addMember;
    public static String Membership_makeLeader;
    public static String Membership_removeLeader;
    public static String Membership_removeMember;
    public static String RelationMatrix_0IsNotAWeight;
    public static String RelationMatrix_followerFollowed;
    public static String RelationMatrix_relationsTo0;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
