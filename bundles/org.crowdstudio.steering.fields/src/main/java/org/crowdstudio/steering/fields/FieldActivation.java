package org.crowdstudio.steering.fields;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.crowdstudio.fields.ActivationRule;
import org.crowdstudio.fields.FieldScene;

/**
 * Which fields each receiver hears now, from the scene's activation rules: time windows, and the
 * timers of enter-field rules (IF paper §7.3). The only per-agent state is when each agent first
 * entered each rule's field; an agent's entry is written and read only while that agent is
 * stepped, so results stay the same for any thread count. Shared by the velocity source and the
 * orientation policy of one simulation.
 */
final class FieldActivation {

    private final ActivationRule.TimeWindow[] windows;
    private final ActivationRule.EnterField[] enterRules;
    /** enteredAt[agent * enterRules.length + rule]: time of first entry, NaN before. */
    private final double[] enteredAt;

    FieldActivation(FieldScene scene) {
        List<ActivationRule.TimeWindow> timeWindows = new ArrayList<>();
        List<ActivationRule.EnterField> enterFieldRules = new ArrayList<>();
        for (ActivationRule rule : scene.rules()) {
            switch (rule) {
                case ActivationRule.TimeWindow window -> timeWindows.add(window);
                case ActivationRule.EnterField enter -> enterFieldRules.add(enter);
            }
        }
        windows = timeWindows.toArray(new ActivationRule.TimeWindow[0]);
        enterRules = enterFieldRules.toArray(new ActivationRule.EnterField[0]);
        enteredAt = new double[scene.agentCount() * enterRules.length];
        Arrays.fill(enteredAt, Double.NaN);
    }

    /** @return whether the agent hears the field at this time */
    boolean active(int agent, int field, double time) {
        boolean windowed = false;
        for (ActivationRule.TimeWindow window : windows) {
            if (window.field() == field) {
                if (time >= window.start() && time < window.end()) {
                    windowed = false;
                    break;
                }
                windowed = true;
            }
        }
        if (windowed) {
            return false;
        }
        int base = agent * enterRules.length;
        for (int r = 0; r < enterRules.length; r++) {
            double at = enteredAt[base + r];
            if (Double.isNaN(at)) {
                continue;
            }
            ActivationRule.EnterField rule = enterRules[r];
            if (time < at + rule.duration()) {
                if (rule.ignored() == field) {
                    return false;
                }
            } else if (rule.thenIgnoreEntered() && rule.entered() == field) {
                return false;
            }
        }
        return true;
    }

    /** @return whether any rule starts a timer when an agent enters a field */
    boolean hasEnterRules() {
        return enterRules.length > 0;
    }

    /** @return whether a rule waits for the agent to enter this field for the first time */
    boolean awaitsEntry(int agent, int field) {
        int base = agent * enterRules.length;
        for (int r = 0; r < enterRules.length; r++) {
            if (enterRules[r].entered() == field && Double.isNaN(enteredAt[base + r])) {
                return true;
            }
        }
        return false;
    }

    /** Starts the timers of the rules waiting for the agent to enter this field. */
    void entered(int agent, int field, double time) {
        int base = agent * enterRules.length;
        for (int r = 0; r < enterRules.length; r++) {
            if (enterRules[r].entered() == field && Double.isNaN(enteredAt[base + r])) {
                enteredAt[base + r] = time;
            }
        }
    }
}
