package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.choose;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.press;
import static org.crowdstudio.ui.tests.Screens.undo;

import java.util.List;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.pages.ProfilesPage;
import org.crowdstudio.ui.editor.pages.ProfilesPageProbe;
import org.crowdstudio.ui.groups.FormationChoiceProbe;
import org.crowdstudio.ui.groups.GroupParametersForm;
import org.crowdstudio.ui.groups.GroupParametersFormProbe;
import org.crowdstudio.ui.groups.GroupParametersSection;
import org.crowdstudio.ui.groups.GroupsPage;
import org.crowdstudio.ui.groups.GroupsPageProbe;
import org.crowdstudio.ui.groups.MembershipTable;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.Test;

/** A technical artist makes and unmakes groups on the Groups page, picks who is in them and leads them, and undoes it. */
class GroupEditingTest extends WorkbenchTestCase {

    @Test
    void aGroupAddedGetsMembersAndALeaderByClicksAndEachUndoTakesOneBack() throws Exception {
        ScenarioEditor editor = open("guided-tourists.crowd");
        GroupsPage page = groupsPage(editor);
        int groupsBefore = editor.scenario().getGroups().size();
        Agent guide = agent(editor, "Guide");
        Agent tourist = agent(editor, "Tourist 1. 1");

        press(GroupsPageProbe.addButton(page));
        assertThat(editor.scenario().getGroups()).hasSize(groupsBefore + 1);
        Group added = editor.scenario().getGroups().get(groupsBefore);
        assertThat(added.getName()).isEqualTo("Group 1");
        assertThat(added.getId()).isNotBlank();
        assertThat(added.getMembers()).isEmpty();
        assertThat(GroupsPageProbe.groups(page).selected()).as("the new group is selected, ready for its members").isSameAs(added);

        clickBox(GroupsPageProbe.membership(page), tourist, MembershipTable.MEMBER);
        assertThat(added.getMembers()).containsExactly(tourist);
        clickBox(GroupsPageProbe.membership(page), guide, MembershipTable.LEADER);
        assertThat(added.getLeaders()).containsExactly(guide);
        assertThat(added.getMembers()).as("a leader becomes a member").containsExactly(tourist, guide);
        assertThat(box(GroupsPageProbe.membership(page), guide, MembershipTable.MEMBER)).isEqualTo("☑");
        clickBox(GroupsPageProbe.membership(page), guide, MembershipTable.MEMBER);
        assertThat(added.getMembers()).containsExactly(tourist);
        assertThat(added.getLeaders()).as("a member who leaves stops leading").isEmpty();

        undo(editor);
        assertThat(added.getMembers()).containsExactly(tourist, guide);
        assertThat(added.getLeaders()).containsExactly(guide);
        assertThat(box(GroupsPageProbe.membership(page), guide, MembershipTable.LEADER)).as("the box shows what undo restored").isEqualTo("☑");
        undo(editor);
        assertThat(added.getMembers()).containsExactly(tourist);
        assertThat(added.getLeaders()).isEmpty();
        undo(editor);
        assertThat(added.getMembers()).isEmpty();
        undo(editor);
        assertThat(editor.scenario().getGroups()).hasSize(groupsBefore).doesNotContain(added);
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void removingAGroupTakesTheTimelinesChangesOfItAlongAndUndoBringsBothBack() throws Exception {
        ScenarioEditor editor = open("square-to-queue.crowd");
        GroupsPage page = groupsPage(editor);
        Group square = editor.scenario().getGroups().stream().filter(group -> "Square".equals(group.getName())).findFirst().orElseThrow();
        List<TimelineEvent> events = List.copyOf(editor.scenario().getTimeline().getEvents());
        assertThat(events).as("the example's changes of the square").hasSize(3).allMatch(event -> ((GroupChangeEvent) event).getGroup() == square);
        GroupsPageProbe.groups(page).viewer().setSelection(new StructuredSelection(square), true);
        flushEvents();
        List<String> problems = editor.problems().stream().map(Object::toString).toList();

        press(GroupsPageProbe.removeButton(page));
        assertThat(editor.scenario().getGroups()).doesNotContain(square);
        assertThat(editor.scenario().getTimeline().getEvents()).as("a change of a group that is gone").isEmpty();
        assertThat(editor.problems().stream().map(Object::toString)).as("no change is left without its group").containsExactlyElementsOf(problems);

        undo(editor);
        assertThat(editor.scenario().getGroups()).contains(square);
        assertThat(editor.scenario().getTimeline().getEvents()).containsExactlyElementsOf(events);
        assertThat(events).allMatch(event -> ((GroupChangeEvent) event).getGroup() == square);
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void aGroupGetsParametersOfItsOwnFromItsMembersProfileAndAFormationAndLosesBothAgain() throws Exception {
        ScenarioEditor editor = open("guided-tourists.crowd");
        GroupsPage page = groupsPage(editor);
        Group family = editor.scenario().getGroups().stream().filter(group -> "Family 1".equals(group.getName())).findFirst().orElseThrow();
        GroupParameters touristsParameters = family.getMembers().get(0).getProfile().getGroupParameters();
        GroupsPageProbe.groups(page).viewer().setSelection(new StructuredSelection(family), true);
        flushEvents();
        assertThat(family.getParameters()).isNull();
        Button parameters = GroupParametersFormProbe.button(GroupsPageProbe.parameters(page));
        assertThat(parameters.getText()).isEqualTo("Give this group parameters of its own");

        press(parameters);
        assertThat(family.getParameters()).as("the group's own parameters start as its members walk now").isNotNull()
                .isNotSameAs(touristsParameters).matches(own -> EcoreUtil.equals(own, touristsParameters));
        assertThat(family.getParameters().getInterGroupConnections()).isEqualTo(1);
        assertThat(parameters.getText()).isEqualTo("Remove the group's own parameters");
        press(parameters);
        assertThat(family.getParameters()).isNull();

        Combo formation = FormationChoiceProbe.choice(GroupsPageProbe.formation(page));
        assertThat(formation.getText()).isEqualTo("None");
        choose(formation, "Abreast");
        assertThat(family.getFormation()).isNotNull();
        assertThat(family.getFormation().getKind()).isEqualTo(FormationKind.ABREAST);
        choose(formation, "Queue");
        assertThat(family.getFormation().getKind()).isEqualTo(FormationKind.QUEUE);
        choose(formation, "None");
        assertThat(family.getFormation()).isNull();

        undo(editor);
        assertThat(family.getFormation().getKind()).isEqualTo(FormationKind.QUEUE);
        assertThat(formation.getText()).as("the drop-down shows what undo restored").isEqualTo("Queue");
        undo(editor);
        undo(editor);
        assertThat(family.getFormation()).isNull();
        undo(editor);
        assertThat(family.getParameters()).isNotNull();
        undo(editor);
        assertThat(family.getParameters()).isNull();
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void aProfileGetsGroupParametersOnTheProfilesPageAndLosesThemAgain() throws Exception {
        ScenarioEditor editor = open("guided-tourists.crowd");
        BehaviourProfile guide = editor.scenario().getProfiles().stream().filter(profile -> "Guide".equals(profile.getName())).findFirst()
                .orElseThrow();
        GroupParameters authored = guide.getGroupParameters();
        ProfilesPage profiles = (ProfilesPage) editor.setActivePage(ProfilesPage.ID);
        flushEvents();
        ProfilesPageProbe.select(profiles, guide);
        flushEvents();
        Button button = GroupParametersFormProbe.button((GroupParametersForm) ProfilesPageProbe.contributedSection(profiles, GroupParametersSection.ID));
        assertThat(button.getText()).isEqualTo("Remove the profile's group parameters");

        press(button);
        assertThat(guide.getGroupParameters()).isNull();
        assertThat(button.getText()).isEqualTo("Add group parameters to this profile");
        press(button);
        assertThat(guide.getGroupParameters()).as("new parameters have the paper's values").isNotNull().isNotSameAs(authored);
        assertThat(guide.getGroupParameters().getConnectionNeighbours()).isEqualTo(3);

        undo(editor);
        assertThat(guide.getGroupParameters()).isNull();
        undo(editor);
        assertThat(guide.getGroupParameters()).isSameAs(authored);
        assertThat(guide.getGroupParameters().getConnectionNeighbours()).isEqualTo(6);
        assertThat(editor.isDirty()).isFalse();
    }

    private ScenarioEditor open(String example) throws Exception {
        return Scenarios.open(Scenarios.example(folder, example));
    }

    private static GroupsPage groupsPage(ScenarioEditor editor) {
        GroupsPage page = (GroupsPage) editor.setActivePage(GroupsPage.ID);
        flushEvents();
        return page;
    }

    private static Agent agent(ScenarioEditor editor, String name) {
        return editor.scenario().getAgents().stream().filter(agent -> name.equals(agent.getName())).findFirst().orElseThrow();
    }

    /** Clicks into the agent's box in the column, as the artist does with the mouse. */
    private static void clickBox(MembershipTable membership, Agent agent, int column) {
        Table table = membership.viewer().getTable();
        TableItem item = item(membership, agent);
        table.showItem(item);
        flushEvents();
        Rectangle cell = item.getBounds(column);
        Screens.mouse(table, SWT.MouseDown, cell.x + cell.width / 2, cell.y + cell.height / 2, 1);
        Screens.mouse(table, SWT.MouseUp, cell.x + cell.width / 2, cell.y + cell.height / 2, 1);
        flushEvents();
    }

    private static String box(MembershipTable membership, Agent agent, int column) {
        return item(membership, agent).getText(column);
    }

    private static TableItem item(MembershipTable membership, Agent agent) {
        for (TableItem item : membership.viewer().getTable().getItems()) {
            if (item.getData() == agent) {
                return item;
            }
        }
        throw new AssertionError("no row for " + agent.getName());
    }
}
