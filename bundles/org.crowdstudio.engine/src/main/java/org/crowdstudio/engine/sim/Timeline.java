package org.crowdstudio.engine.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.SimulationEvent;

/**
 * A scenario's timeline in runtime form: global values keyed over time (GlobalInterest over a
 * work day, the school bell) and named events, some at a time, some fired by the artist (a fire
 * alarm button). The simulation applies it before every step, before the step phases: timed
 * events due by the start of the step fire in time order, then every curve sets its value unless
 * the value is held (by the artist's slider or a fire alarm). Every event fired is published to
 * the world's event listeners.
 *
 * <p>A timeline remembers which events have fired, so it belongs to one simulation.
 */
public final class Timeline {

    /** What an event does to the simulation, applied between two steps. */
    @FunctionalInterface
    public interface Action {
        void apply(Simulation simulation);
    }

    /**
     * A global value keyed over time: held before the first key and after the last, linear between.
     *
     * @param global the name of the global value
     * @param times key times in seconds, not decreasing
     * @param values the value at each key time
     */
    public record Curve(String global, double[] times, double[] values) {

        public Curve {
            if (times.length == 0 || times.length != values.length) {
                throw new IllegalArgumentException("curve of '" + global + "' needs as many values as times, and at least one key");
            }
            for (int k = 0; k < times.length; k++) {
                if (!Double.isFinite(times[k]) || !Double.isFinite(values[k]) || k > 0 && times[k] < times[k - 1]) {
                    throw new IllegalArgumentException("curve of '" + global + "': key " + (k + 1) + " at " + times[k]
                            + " s is not a finite time after the key before it, or its value is not finite");
                }
            }
            times = times.clone();
            values = values.clone();
        }

        public double valueAt(double time) {
            if (time <= times[0]) {
                return values[0];
            }
            int last = times.length - 1;
            if (time >= times[last]) {
                return values[last];
            }
            int k = 1;
            while (times[k] < time) {
                k++;
            }
            double span = times[k] - times[k - 1];
            return span > 0 ? values[k - 1] + (values[k] - values[k - 1]) * (time - times[k - 1]) / span : values[k];
        }
    }

    /**
     * @param name the name the artist gave it, e.g. "Fire alarm (button)"
     * @param kind what it does, as published: e.g. {@code fire-alarm}
     * @param time when it fires, in seconds; NaN if the artist fires it
     * @param action what it does
     */
    public record Event(String name, String kind, double time, Action action) {

        public boolean timed() {
            return !Double.isNaN(time);
        }
    }

    private final List<Curve> curves;
    private final List<Event> timed;
    private final List<Event> byArtist;
    private int nextTimed;

    public Timeline(List<Curve> curves, List<Event> events) {
        this.curves = List.copyOf(curves);
        List<Event> sorted = new ArrayList<>();
        List<Event> fired = new ArrayList<>();
        for (Event event : events) {
            (event.timed() ? sorted : fired).add(event);
        }
        // A stable sort: events at the same time fire in the order they were given.
        sorted.sort(Comparator.comparingDouble(Event::time));
        this.timed = List.copyOf(sorted);
        this.byArtist = List.copyOf(fired);
    }

    /** A timeline with nothing on it. */
    public static Timeline empty() {
        return new Timeline(List.of(), List.of());
    }

    /** @return the events the artist fires, in scenario order */
    public List<Event> artistEvents() {
        return byArtist;
    }

    /** @return whether anything is on it */
    public boolean isEmpty() {
        return curves.isEmpty() && timed.isEmpty() && byArtist.isEmpty();
    }

    /**
     * Fires the artist's event of that name now. Call between steps (through
     * {@link LiveSimulation#fire} while it plays).
     *
     * @throws IllegalArgumentException if no event the artist fires has that name
     */
    public void fire(String name, Simulation simulation) {
        for (Event event : byArtist) {
            if (event.name().equals(name)) {
                fire(event, simulation);
                return;
            }
        }
        throw new IllegalArgumentException("the timeline has no event named '" + name + "' to fire");
    }

    /** Fires the timed events due by the start of the coming step, then sets the curves' values. */
    void beforeStep(Simulation simulation) {
        // Step times are products of the step count and the time step: allow for rounding.
        double now = simulation.time() + simulation.timeStep() * 1e-6;
        while (nextTimed < timed.size() && timed.get(nextTimed).time() <= now) {
            fire(timed.get(nextTimed++), simulation);
        }
        GlobalValues globals = simulation.globals();
        for (Curve curve : curves) {
            if (!globals.isHeld(curve.global())) {
                globals.set(curve.global(), curve.valueAt(simulation.time()));
            }
        }
    }

    private static void fire(Event event, Simulation simulation) {
        event.action().apply(simulation);
        simulation.world().publish(new SimulationEvent(simulation.time(), event.kind(), SimulationEvent.NO_AGENT, SimulationEvent.NO_AGENT,
                event.name()));
    }
}
