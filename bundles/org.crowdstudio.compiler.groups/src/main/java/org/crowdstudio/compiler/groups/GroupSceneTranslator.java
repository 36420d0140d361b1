package org.crowdstudio.compiler.groups;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.steering.groups.ConnectionParameters;
import org.crowdstudio.steering.groups.Formation;
import org.crowdstudio.steering.groups.GroupChange;
import org.crowdstudio.steering.groups.GroupScene;

/**
 * Translates one scenario's groups into runtime form: members and leaders by agent id, weights,
 * formations and parameters, explicit relations, and each agent's profile parameters. What cannot
 * run (a leader who is not a member, a weight out of range) is reported at its element.
 */
final class GroupSceneTranslator {

    private final Scenario scenario;
    private final SceneCompilation compilation;

    GroupSceneTranslator(SceneCompilation compilation) {
        this.scenario = compilation.scenario();
        this.compilation = compilation;
    }

    GroupScene compile() {
        ConnectionParameters[] byAgent = new ConnectionParameters[compilation.agentCount()];
        // Once per profile: its parameters are checked, and a problem with them reported, once.
        Map<BehaviourProfile, ConnectionParameters> byProfile = new HashMap<>();
        for (Map.Entry<Agent, Integer> entry : compilation.agentIds().entrySet()) {
            byAgent[entry.getValue()] = byProfile.computeIfAbsent(entry.getKey().getProfile(), this::profileParameters);
        }
        for (Map.Entry<Population, int[]> entry : compilation.populationIds().entrySet()) {
            ConnectionParameters parameters = byProfile.computeIfAbsent(entry.getKey().getProfile(), this::profileParameters);
            for (int id : entry.getValue()) {
                byAgent[id] = parameters;
            }
        }
        List<GroupScene.Group> groups = new ArrayList<>();
        for (Group group : scenario.getGroups()) {
            try {
                groups.add(new GroupScene.Group(name(group), ids(group.getMembers()), ids(group.getLeaders()), group.getMemberWeight(),
                        group.getLeaderWeight(), formation(group.getFormation()), parameters(group.getParameters())));
            } catch (IllegalArgumentException invalid) {
                compilation.problem(group, invalid.getMessage());
            }
        }
        List<GroupScene.Relation> relations = new ArrayList<>();
        for (Relation relation : scenario.getRelations()) {
            int from = relation.getFrom() == null ? -1 : compilation.idOf(relation.getFrom());
            int to = relation.getTo() == null ? -1 : compilation.idOf(relation.getTo());
            if (from < 0 || to < 0) {
                compilation.problem(relation, "relates agents that are not in the scenario");
                continue;
            }
            try {
                relations.add(new GroupScene.Relation(from, to, relation.getWeight(), relation.getFormation() == null ? null
                        : formation(relation.getFormation())));
            } catch (IllegalArgumentException invalid) {
                compilation.problem(relation, invalid.getMessage());
            }
        }
        try {
            return new GroupScene(byAgent, groups, relations);
        } catch (IllegalArgumentException invalid) {
            compilation.problem("groups", invalid.getMessage());
            return GroupScene.none(compilation.agentCount());
        }
    }

    /** The runtime form of a group change, or empty (with a problem reported) if it cannot be carried out. */
    Optional<GroupChange> change(GroupChangeEvent change) {
        int group = scenario.getGroups().indexOf(change.getGroup());
        if (group < 0) {
            compilation.problem(change, "names no group of the scenario");
            return Optional.empty();
        }
        try {
            Formation formation = change.isSetFormation() ? new Formation(shape(change.getFormation()), 0, 0) : null;
            return Optional.of(new GroupChange(group, formation, parameters(change.getParameters()), ids(change.getJoining()),
                    ids(change.getLeaving()), ids(change.getLeaders()), change.isLeaveOtherGroups()));
        } catch (IllegalArgumentException invalid) {
            compilation.problem(change, invalid.getMessage());
            return Optional.empty();
        }
    }

    private ConnectionParameters profileParameters(BehaviourProfile profile) {
        ConnectionParameters parameters = profile == null ? null : parameters(profile.getGroupParameters());
        return parameters == null ? ConnectionParameters.PAPER : parameters;
    }

    /** @return the runtime parameters, or null for none; invalid ones are reported and replaced by the paper's */
    private ConnectionParameters parameters(GroupParameters parameters) {
        if (parameters == null) {
            return null;
        }
        try {
            return new ConnectionParameters((int) parameters.getConnectionNeighbours(), (int) parameters.getInterGroupConnections(),
                    parameters.getMaxGroupingDistance(), parameters.getMinGroupingTime(), parameters.getTimeHorizon(), parameters.getGroupWeight(),
                    parameters.getVelocityWeight(), parameters.getDistanceWeight(), parameters.getPreferredDistance());
        } catch (IllegalArgumentException invalid) {
            compilation.problem(parameters, invalid.getMessage());
            return ConnectionParameters.PAPER;
        }
    }

    private static Formation formation(FormationConstraint constraint) {
        return constraint == null ? Formation.ISOTROPIC : new Formation(shape(constraint.getKind()), constraint.getOffset(), constraint.getOrientation());
    }

    private static Formation.Shape shape(FormationKind kind) {
        return switch (kind) {
            case ISOTROPIC -> Formation.Shape.ISOTROPIC;
            case ABREAST -> Formation.Shape.ABREAST;
            case QUEUE -> Formation.Shape.QUEUE;
            case GUIDE -> Formation.Shape.GUIDE;
        };
    }

    /** The ids of the agents that were placed; an agent that was not has a problem of its own already. */
    private int[] ids(List<Agent> agents) {
        return agents.stream().mapToInt(compilation::idOf).filter(id -> id >= 0).distinct().toArray();
    }

    private static String name(Group group) {
        return group.getName() == null || group.getName().isBlank() ? "group" : group.getName();
    }
}
