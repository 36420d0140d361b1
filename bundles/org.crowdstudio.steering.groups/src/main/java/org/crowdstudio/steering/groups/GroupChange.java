package org.crowdstudio.steering.groups;

/**
 * A change of one group during a run, from the scenario's timeline (VC paper §4.2: a square
 * becomes a queue, tourists switch guides): its formation and parameters, who joins and leaves it,
 * who leads it. Applied between two steps by {@link GroupState#apply}.
 *
 * @param group the group's index in the scene
 * @param formation the shape every connection between its members takes from now on, explicit relations
 *        included; null: each connection returns to its own (its relation's, else the group's)
 * @param parameters the members' parameters from now on; null: unchanged
 * @param joining agent ids that become members
 * @param leaving agent ids that stop being members, and leaders
 * @param leaders the leaders from now on (joining if they are not members); empty: unchanged
 * @param leaveOtherGroups whether joining agents leave every other group they are in: they switch group
 */
public record GroupChange(int group, Formation formation, ConnectionParameters parameters, int[] joining, int[] leaving, int[] leaders,
        boolean leaveOtherGroups) {

    public GroupChange {
        if (group < 0) {
            throw new IllegalArgumentException("a group change needs a group, not " + group);
        }
        joining = GroupScene.sortedIds(joining, "joining agent");
        leaving = GroupScene.sortedIds(leaving, "leaving agent");
        leaders = GroupScene.sortedIds(leaders, "leader");
    }
}
