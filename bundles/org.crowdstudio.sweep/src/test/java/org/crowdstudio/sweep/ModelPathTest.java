package org.crowdstudio.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;

class ModelPathTest {

    @Test
    void aValueIsSetWhereValidatesPathLeads() throws Exception {
        Scenario scenario = Examples.read("sim-cflow");

        ModelPath.set(scenario, "profiles[Group member].groupParameters.connectionNeighbours", "45");
        ModelPath.set(scenario, "profiles[Individual].preferredSpeed", "1.1");

        BehaviourProfile members = scenario.getProfiles().get(0);
        assertThat(members.getGroupParameters().getConnectionNeighbours()).isEqualTo(45);
        assertThat(scenario.getProfiles().get(1).getPreferredSpeed()).isEqualTo(1.1);
    }

    @Test
    void aGroupsOwnParametersStartAsThoseItsMembersFollowedSoThatOnlyTheValueSetChanges() throws Exception {
        Scenario scenario = Examples.read("sim-cflow");
        scenario.getProfiles().get(0).getGroupParameters().setInterGroupConnections(2);
        scenario.getProfiles().get(0).getGroupParameters().setGroupWeight(0.3);
        assertThat(scenario.getGroups().get(0).getParameters()).isNull();

        ModelPath.set(scenario, "groups[Group].parameters.connectionNeighbours", "7");

        assertThat(scenario.getGroups().get(0).getParameters().getConnectionNeighbours()).isEqualTo(7);
        assertThat(scenario.getGroups().get(0).getParameters().getInterGroupConnections()).isEqualTo(2);
        assertThat(scenario.getGroups().get(0).getParameters().getGroupWeight()).isEqualTo(0.3);
        assertThat(scenario.getProfiles().get(0).getGroupParameters().getConnectionNeighbours()).as("the profile's "
                + "own").isEqualTo(3);
    }

    @Test
    void aPathThatLeadsNowhereSaysWhereItStopsAndWhatIsThere() throws Exception {
        Scenario scenario = Examples.read("sim-cflow");

        assertThatThrownBy(() -> ModelPath.set(scenario, "profiles[Walker].preferredSpeed", "1"))
                .hasMessage("profiles[Walker].preferredSpeed: no profiles 'Walker' in the scenario; there are Group "
                        + "member, Individual");
        assertThatThrownBy(() -> ModelPath.set(scenario, "profiles[Individual].speed", "1"))
                .hasMessageStartingWith("profiles[Individual].speed: profiles[Individual] has no value 'speed'; it "
                        + "has name, ")
                .hasMessageContaining("preferredSpeed");
        assertThatThrownBy(() -> ModelPath.set(scenario, "groups[Group].parameters.connectionNeighbours", "4.5"))
                .hasMessage("groups[Group].parameters.connectionNeighbours: '4.5' is not a whole number");
        assertThatThrownBy(() -> ModelPath.set(scenario, "groups.name", "x"))
                .hasMessageContaining("'groups' is a list; pick an entry by name or position, e.g. groups[0]");
        assertThatThrownBy(() -> ModelPath.set(scenario, "profiles[Individual",
                "1")).hasMessageContaining("not an element path");
        assertThatThrownBy(() -> ModelPath.set(scenario, "profiles[Individual].preferredSpeed",
                "NaN")).hasMessageContaining("not a finite number");
    }
}
