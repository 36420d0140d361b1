package org.crowdstudio.steering.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Group changes from the timeline (VC paper §4.2: a square becomes a queue, followers switch to
 * another leader) change who is in which group, who leads it, and with what parameters and shape
 * its members connect.
 */
class GroupStateTest {

    private static final ConnectionParameters QUEUEING = new ConnectionParameters(3, 0, 2, 1, 2, 0.5, 0.2, 0.05, 0.8);
    private static final Formation QUEUE = new Formation(Formation.Shape.QUEUE, 0, 0);

    /** Agents 0–5; group A: 0, 1, 2 led by 0; group B: 3, 4 led by 3; agent 5 alone. */
    private static GroupState state() {
        ConnectionParameters[] profiles = new ConnectionParameters[6];
        Arrays.fill(profiles, ConnectionParameters.PAPER);
        GroupScene scene = new GroupScene(profiles, List.of(
                new GroupScene.Group("A", new int[] {0, 1, 2}, new int[] {0}, 0.5, 1, null, null),
                new GroupScene.Group("B", new int[] {3, 4}, new int[] {3}, 0.5, 0.9, null, null)), List.of());
        return new GroupState(scene);
    }

    @Test
    void membersAreInfluencedByTheirLeaderMoreThanByEachOther() {
        GroupState state = state();

        assertThat(state.influence(1, 0)).as("member to leader").isEqualTo(1);
        assertThat(state.influence(0, 1)).as("leader to member").isEqualTo(0.5);
        assertThat(state.influence(1, 2)).as("member to member").isEqualTo(0.5);
        assertThat(state.influence(1, 3)).as("across groups").isZero();
        assertThat(state.isRelated(5)).isFalse();
    }

    @Test
    void influenceIsMutualOnlyBetweenMembersWhoLeadNothing() {
        GroupState state = state();
        state.apply(new GroupChange(0, null, null, new int[] {5}, new int[0], new int[0], false));

        assertThat(state.influenceIsMutual(1, 2)).as("two members of A").isTrue();
        assertThat(state.influenceIsMutual(1, 5)).as("a member and one who just joined").isTrue();
        assertThat(state.influenceIsMutual(1, 0)).as("a member and its leader").isFalse();
        for (int a = 0; a < 6; a++) {
            for (int b = 0; b < 6; b++) {
                if (state.influenceIsMutual(a, b)) {
                    assertThat(state.influence(a, b)).as("e between %d and %d", a, b).isEqualTo(state.influence(b, a));
                }
            }
        }
        state.apply(new GroupChange(0, null, null, new int[0], new int[0], new int[] {1}, false));
        assertThat(state.influenceIsMutual(1, 2)).as("once 1 leads A").isFalse();
    }

    @Test
    void joiningAndLeavingChangeTheMembers() {
        GroupState state = state();
        state.apply(new GroupChange(0, null, null, new int[] {5}, new int[] {2}, new int[0], false));

        assertThat(state.members(0)).containsExactly(0, 1, 5);
        assertThat(state.groupsOf(2)).isEmpty();
        assertThat(state.groupsOf(5)).containsExactly(0);
        assertThat(state.influence(5, 0)).isEqualTo(1);
    }

    @Test
    void switchingGroupLeavesTheOthers() {
        GroupState state = state();
        state.apply(new GroupChange(1, null, null, new int[] {1, 2}, new int[0], new int[0], true));

        assertThat(state.members(0)).containsExactly(0);
        assertThat(state.members(1)).containsExactly(1, 2, 3, 4);
        assertThat(state.influence(1, 3)).as("to the new leader").isEqualTo(0.9);
        assertThat(state.influence(1, 0)).as("to the old one").isZero();
    }

    @Test
    void newLeadersReplaceTheOldAndJoinIfTheyWereNotMembers() {
        GroupState state = state();
        state.apply(new GroupChange(0, null, null, new int[0], new int[0], new int[] {5}, false));

        assertThat(state.isLeader(0, 5)).isTrue();
        assertThat(state.isLeader(0, 0)).isFalse();
        assertThat(state.members(0)).containsExactly(0, 1, 2, 5);
        assertThat(state.influence(0, 5)).as("the old leader follows the new one").isEqualTo(1);
    }

    @Test
    void aLeaderWhoLeavesLeadsNoMore() {
        GroupState state = state();
        state.apply(new GroupChange(0, null, null, new int[0], new int[] {0}, new int[0], false));

        assertThat(state.isLeader(0, 0)).isFalse();
        assertThat(state.members(0)).containsExactly(1, 2);
        assertThat(state.influence(1, 0)).isZero();
    }

    @Test
    void parametersAndFormationChangeForTheGroupsMembersAndBack() {
        GroupState state = state();
        state.apply(new GroupChange(0, QUEUE, QUEUEING, new int[0], new int[0], new int[0], false));

        assertThat(state.parameters(1)).isEqualTo(QUEUEING);
        assertThat(state.parameters(3)).as("another group's member").isEqualTo(ConnectionParameters.PAPER);
        assertThat(state.formation(0)).isEqualTo(QUEUE);

        state.apply(new GroupChange(0, null, null, new int[0], new int[0], new int[0], false));
        assertThat(state.formation(0)).as("the group's own shape again").isEqualTo(Formation.ISOTROPIC);
        assertThat(state.parameters(1)).as("parameters stay until changed").isEqualTo(QUEUEING);
    }

    @Test
    void aChangeOfAGroupThatDoesNotExistIsRefused() {
        GroupState state = state();

        assertThatThrownBy(() -> state.apply(new GroupChange(2, null, null, new int[0], new int[0], new int[0], false)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no group 2");
    }
}
