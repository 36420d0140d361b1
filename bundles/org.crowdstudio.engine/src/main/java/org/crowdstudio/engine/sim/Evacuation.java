package org.crowdstudio.engine.sim;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.engine.spi.GlobalValues;

/**
 * A fire alarm and its all clear (TA paper §7.3). The alarm holds some global values (GlobalInterest
 * at 0, so that nobody wants to talk) and sends every agent to the exit nearest to where it stands;
 * the all clear gives back the values as they were and returns everyone to its own goals, where
 * it left them. One evacuation serves all of a scenario's alarm and all-clear events, so a second
 * alarm while the first sounds changes nothing, nor does an all clear without an alarm.
 */
public final class Evacuation {

    private final double[] exits;
    private final Map<String, Double> valuesBefore = new HashMap<>();
    private final Set<String> heldBefore = new HashSet<>();
    private boolean sounding;

    /**
     * @param exits {x, y, arrival radius} per exit
     */
    public Evacuation(double[] exits) {
        if (exits.length == 0 || exits.length % 3 != 0) {
            throw new IllegalArgumentException("an evacuation needs exits as {x, y, arrival radius} triples, got " + exits.length + " numbers");
        }
        this.exits = exits.clone();
    }

    public boolean isSounding() {
        return sounding;
    }

    /**
     * Sounds the alarm: values held, every agent sent to its nearest exit.
     *
     * @param alarmValues global values to hold while the alarm sounds, by name
     */
    public void soundAlarm(Simulation simulation, Map<String, Double> alarmValues) {
        if (sounding) {
            return;
        }
        sounding = true;
        GlobalValues globals = simulation.globals();
        valuesBefore.clear();
        heldBefore.clear();
        for (Map.Entry<String, Double> alarm : alarmValues.entrySet()) {
            valuesBefore.put(alarm.getKey(), globals.value(alarm.getKey(), alarm.getValue()));
            if (globals.isHeld(alarm.getKey())) {
                heldBefore.add(alarm.getKey());
            }
            globals.hold(alarm.getKey(), alarm.getValue());
        }
        Crowd crowd = simulation.crowd();
        for (int agent = 0; agent < crowd.size(); agent++) {
            int exit = nearestExit(crowd.x(agent), crowd.y(agent));
            crowd.sendTo(agent, exits[exit], exits[exit + 1], exits[exit + 2]);
        }
    }

    /** The all clear: values as before the alarm, every agent back to its own goals. */
    public void allClear(Simulation simulation) {
        if (!sounding) {
            return;
        }
        sounding = false;
        GlobalValues globals = simulation.globals();
        for (Map.Entry<String, Double> before : valuesBefore.entrySet()) {
            if (heldBefore.contains(before.getKey())) {
                globals.hold(before.getKey(), before.getValue());
            } else {
                globals.release(before.getKey());
                globals.set(before.getKey(), before.getValue());
            }
        }
        Crowd crowd = simulation.crowd();
        for (int agent = 0; agent < crowd.size(); agent++) {
            crowd.recall(agent);
        }
    }

    /** @return the index of the first number of the exit nearest to the point, in a straight line */
    private int nearestExit(double x, double y) {
        int nearest = 0;
        double best = Double.POSITIVE_INFINITY;
        for (int e = 0; e < exits.length; e += 3) {
            double distance = Math.hypot(exits[e] - x, exits[e + 1] - y);
            if (distance < best) {
                best = distance;
                nearest = e;
            }
        }
        return nearest;
    }
}
