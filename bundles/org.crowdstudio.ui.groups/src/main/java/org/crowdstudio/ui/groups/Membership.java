package org.crowdstudio.ui.groups;


import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * Who is in a group and who leads it, changed so that a leader is always a member (members
 * follow their leaders with the group's leader weight, VC paper §4): making an agent a leader
 * makes it a member too, and an agent that leaves the group stops leading it. Each change is one
 * named command.
 */
public final class Membership {

    private Membership() {
    }

    /**
     * Makes the agent a member of the group, or takes it out of the group and its leaders.
     *
     * @return the command, or null when the agent already is (or is not) a member
     */
    public static Command member(EditingDomain domain, Group group, Agent agent, boolean member) {
        boolean is = group.getMembers().contains(agent);
        if (member == is) {
            return null;
        }
        CompoundCommand change = new CompoundCommand(member ? Messages.Membership_addMember : Messages.Membership_removeMember);
        if (member) {
            change.append(AddCommand.create(domain, group, ScenarioPackage.Literals.GROUP__MEMBERS, agent));
        } else {
            if (group.getLeaders().contains(agent)) {
                change.append(RemoveCommand.create(domain, group, ScenarioPackage.Literals.GROUP__LEADERS, agent));
            }
            change.append(RemoveCommand.create(domain, group, ScenarioPackage.Literals.GROUP__MEMBERS, agent));
        }
        return change;
    }

    /**
     * Makes the agent a leader of the group (and a member, if it is not one yet), or lets it stop
     * leading while it stays a member.
     *
     * @return the command, or null when the agent already leads (or does not lead) the group
     */
    public static Command leader(EditingDomain domain, Group group, Agent agent, boolean leader) {
        boolean is = group.getLeaders().contains(agent);
        if (leader == is) {
            return null;
        }
        CompoundCommand change = new CompoundCommand(leader ? Messages.Membership_makeLeader : Messages.Membership_removeLeader);
        if (leader) {
            if (!group.getMembers().contains(agent)) {
                change.append(AddCommand.create(domain, group, ScenarioPackage.Literals.GROUP__MEMBERS, agent));
            }
            change.append(AddCommand.create(domain, group, ScenarioPackage.Literals.GROUP__LEADERS, agent));
        } else {
            change.append(RemoveCommand.create(domain, group, ScenarioPackage.Literals.GROUP__LEADERS, agent));
        }
        return change;
    }
}
