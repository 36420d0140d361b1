package org.crowdstudio.ui.relations;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.ui.editor.pages.Labels;
import org.eclipse.osgi.util.NLS;

/**
 * Which agents and populations the graph shows: all, a group's members or a profile's agents and
 * populations. A filtered graph keeps the relations among the agents shown.
 *
 * @param label how the choice reads in the page's drop-down
 * @param shows whether an agent is shown
 * @param showsPopulation whether a population is shown
 */
record GraphFilter(String label, Predicate<Agent> shows, Predicate<Population> showsPopulation) {

    static final GraphFilter ALL = new GraphFilter(Messages.GraphFilter_allAgents, agent -> true, population -> true);

    /** Every choice the scenario offers: all agents, then each group, then each profile. */
    static List<GraphFilter> choices(Scenario scenario) {
        List<GraphFilter> choices = new ArrayList<>();
        choices.add(ALL);
        for (Group group : scenario.getGroups()) {
            choices.add(new GraphFilter(NLS.bind(Messages.GraphFilter_group0,
                    Labels.name(group)), agent -> group.getMembers().contains(agent), population -> false));
        }
        for (BehaviourProfile profile : scenario.getProfiles()) {
            choices.add(new GraphFilter(NLS.bind(Messages.GraphFilter_profile0,
                    Labels.name(profile)), agent -> agent.getProfile() == profile,
                    population -> population.getProfile() == profile));
        }
        return choices;
    }
}
