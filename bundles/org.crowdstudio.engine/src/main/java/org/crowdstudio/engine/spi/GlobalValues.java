package org.crowdstudio.engine.spi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Named values shared by a whole simulation that the artist changes while it runs, such as the
 * social layer's GlobalInterest. Algorithms look a value up once by name ({@link #handle}) and read
 * it by handle in the hot loop. Values change only between steps (the live driver applies changes
 * there), so every agent of a step sees the same value and results stay deterministic.
 *
 * <p>A value the timeline keys follows its curve unless it is <em>held</em>: the artist's slider
 * and a fire alarm hold a value against the curve until they release it.
 */
public final class GlobalValues {

    private final Map<String, Integer> handles = new ConcurrentHashMap<>();
    private final List<String> names = new ArrayList<>();
    private volatile double[] values = new double[0];
    private final Set<String> held = ConcurrentHashMap.newKeySet();
    private final Map<String, LiveControl> controls = new ConcurrentHashMap<>();

    /**
     * @return the handle of the named value, created with {@code initial} if it does not exist yet
     */
    public synchronized int handle(String name, double initial) {
        Integer existing = handles.get(name);
        if (existing != null) {
            return existing;
        }
        int handle = names.size();
        names.add(name);
        double[] grown = Arrays.copyOf(values, handle + 1);
        grown[handle] = initial;
        values = grown;
        handles.put(name, handle);
        return handle;
    }

    /** @return the current value behind a handle */
    public double value(int handle) {
        return values[handle];
    }

    /** @return the named value, or {@code fallback} if no algorithm or scenario defined it */
    public double value(String name, double fallback) {
        Integer handle = handles.get(name);
        return handle == null ? fallback : values[handle];
    }

    /** Sets a named value, creating it if needed. Call between steps only. */
    public synchronized void set(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("global value '" + name + "' must be a finite number, not " + value);
        }
        int handle = handle(name, value);
        double[] changed = values.clone();
        changed[handle] = value;
        values = changed;
    }

    /** @return the names defined so far, in the order they were defined */
    public synchronized List<String> names() {
        return List.copyOf(names);
    }

    /** Sets a named value and holds it against the timeline's curves until {@link #release}. Call between steps only. */
    public synchronized void hold(String name, double value) {
        set(name, value);
        held.add(name);
    }

    /** Lets the timeline's curve drive the named value again from the next step. */
    public void release(String name) {
        held.remove(name);
    }

    /** @return whether the named value is held against the timeline */
    public boolean isHeld(String name) {
        return held.contains(name);
    }

    /**
     * Offers a value to the artist as a live control (the workbench's slider); a second declaration
     * of the same value replaces the first.
     */
    public void declare(LiveControl control) {
        controls.put(control.name(), control);
    }

    /** @return the declared live controls, by label */
    public List<LiveControl> controls() {
        return controls.values().stream().sorted(Comparator.comparing(LiveControl::label).thenComparing(LiveControl::name)).toList();
    }
}
