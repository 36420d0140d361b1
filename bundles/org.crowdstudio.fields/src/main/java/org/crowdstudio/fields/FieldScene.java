package org.crowdstudio.fields;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every interaction field of a scenario in runtime form: the bindings, the activation rules and,
 * per agent, the bindings it receives. The scenario compiler builds it; the steering stages read it.
 */
public final class FieldScene {

    private final List<BoundField> bindings;
    /** The bindings again, as an array: read per agent every step. */
    private final BoundField[] bindingArray;
    private final List<ActivationRule> rules;
    private final int agentCount;
    private final int[][] receivedBy;

    /**
     * @param bindings every binding
     * @param rules the activation rules
     * @param agentCount the number of agents in the simulation
     */
    public FieldScene(List<BoundField> bindings, List<ActivationRule> rules, int agentCount) {
        this.bindings = List.copyOf(bindings);
        this.bindingArray = this.bindings.toArray(new BoundField[0]);
        this.rules = List.copyOf(rules);
        this.agentCount = agentCount;
        List<List<Integer>> received = new ArrayList<>();
        for (int agent = 0; agent < agentCount; agent++) {
            received.add(new ArrayList<>());
        }
        for (int b = 0; b < this.bindings.size(); b++) {
            for (int agent : this.bindings.get(b).receivers()) {
                if (agent < 0 || agent >= agentCount) {
                    throw new IllegalArgumentException(this.bindings.get(b).name() + ": receiver " + agent + " is not one of the "
                            + agentCount + " agents");
                }
                received.get(agent).add(b);
            }
        }
        // Most agents receive the same bindings; they share one array, which stays in the cache.
        Map<List<Integer>, int[]> shared = new HashMap<>();
        receivedBy = new int[agentCount][];
        for (int agent = 0; agent < agentCount; agent++) {
            receivedBy[agent] = shared.computeIfAbsent(received.get(agent), list -> list.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /** A scene without fields. */
    public static FieldScene empty(int agentCount) {
        return new FieldScene(List.of(), List.of(), agentCount);
    }

    public List<BoundField> bindings() {
        return bindings;
    }

    /** @return the binding at an index of {@link #receivedBy} */
    public BoundField binding(int index) {
        return bindingArray[index];
    }

    public List<ActivationRule> rules() {
        return rules;
    }

    public int agentCount() {
        return agentCount;
    }

    /** @return the indices of the bindings an agent receives, ascending; do not modify */
    public int[] receivedBy(int agent) {
        return receivedBy[agent];
    }
}
