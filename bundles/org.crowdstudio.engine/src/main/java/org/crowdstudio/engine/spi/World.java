package org.crowdstudio.engine.spi;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What algorithms may need when they are created: the static environment, in metres, the
 * simulation's global values, and typed attachments: scenario data that a family of algorithms
 * reads in its own compact form (the compiled interaction fields, for example). The kernel never
 * looks at an attachment; it only carries it from the compiler to the algorithms.
 */
public final class World {

    private final List<double[]> obstacles;
    private final GlobalValues globals;
    private final Bounds bounds;
    private final Map<Class<?>, Object> attachments = new ConcurrentHashMap<>();
    private final List<StepPhase> stepPhases = new CopyOnWriteArrayList<>();
    /** The phases and attachments the current pipelines' stages registered: a live edit drops them. */
    private final List<StepPhase> pipelinePhases = new CopyOnWriteArrayList<>();
    private final Set<Class<?>> pipelineAttachments = ConcurrentHashMap.newKeySet();
    private final List<Consumer<SimulationEvent>> eventListeners = new CopyOnWriteArrayList<>();

    /**
     * @param obstacles polygon obstacles, each {x0, y0, x1, y1, ...}, counter-clockwise
     * @param globals values the artist changes while the simulation runs, e.g. GlobalInterest
     */
    public World(List<double[]> obstacles, GlobalValues globals) {
        this(obstacles, globals, null);
    }

    /**
     * @param obstacles polygon obstacles, each {x0, y0, x1, y1, ...}, counter-clockwise
     * @param globals values the artist changes while the simulation runs, e.g. GlobalInterest
     * @param bounds the rectangle agents stay in, or null for an open plane
     */
    public World(List<double[]> obstacles, GlobalValues globals, Bounds bounds) {
        this.obstacles = List.copyOf(obstacles);
        if (globals == null) {
            throw new IllegalArgumentException("a world needs its global values");
        }
        this.globals = globals;
        this.bounds = bounds;
    }

    /** Obstacles and no global values yet. */
    public World(List<double[]> obstacles) {
        this(obstacles, new GlobalValues());
    }

    /** An open plane. */
    public static World empty() {
        return new World(List.of());
    }

    /** @return polygon obstacles, each {x0, y0, x1, y1, ...}, counter-clockwise */
    public List<double[]> obstacles() {
        return obstacles;
    }

    /** @return the rectangle agents stay in, empty on an open plane */
    public Optional<Bounds> bounds() {
        return Optional.ofNullable(bounds);
    }

    /** @return values the artist changes while the simulation runs, e.g. GlobalInterest */
    public GlobalValues globals() {
        return globals;
    }

    /** Attaches scenario data of a type, replacing any earlier attachment of that type. Call before algorithms are created. */
    public <T> void attach(Class<T> type, T value) {
        if (pipelineAttachments.contains(type)) {
            throw new IllegalStateException(type.getName() + " is shared by the pipelines for their own lifetime;"
                    + " it cannot be attached for the whole run");
        }
        attachments.put(type, type.cast(value));
    }

    /** @return the attachment of this type, if the compiler attached one */
    public <T> Optional<T> attachment(Class<T> type) {
        return Optional.ofNullable(attachments.get(type)).map(type::cast);
    }

    /**
     * The attachment of this type, created on first request. Lets the algorithms of several
     * pipeline stages created for one simulation share one object, e.g. per-agent state that a
     * velocity source writes and an orientation policy reads.
     *
     * @throws IllegalStateException if the pipelines share an object of this type for their own lifetime
     */
    public <T> T shared(Class<T> type, Supplier<? extends T> create) {
        if (pipelineAttachments.contains(type)) {
            throw new IllegalStateException(type.getName() + " is shared by the pipelines for their own lifetime;"
                    + " it cannot"
                    + " be shared for the whole run");
        }
        return attachmentOf(type, create);
    }

    private <T> T attachmentOf(Class<T> type, Supplier<? extends T> create) {
        return type.cast(attachments.computeIfAbsent(type, key -> create.get()));
    }

    /** Runs the phase once before every step of a simulation of this world, after the phases added before it. */
    public void addStepPhase(StepPhase phase) {
        stepPhases.add(phase);
    }

    /**
     * Runs the phase before every step for as long as the pipelines being created now steer: a
     * stage's own per-step work. When a live edit creates the pipelines again ({@link
     * #renewPipelines}) it stops, so that stages replaced by an edit do not go on working.
     */
    public void addPipelineStepPhase(StepPhase phase) {
        stepPhases.add(phase);
        pipelinePhases.add(phase);
    }

    /**
     * As {@link #shared}, but for as long as the pipelines being created now steer: what the stages
     * of those pipelines have in common (a registry of them, say), forgotten by {@link #renewPipelines}.
     *
     * @throws IllegalStateException if an object of this type is attached for the whole run: a live
     *         edit would forget it, so two lifetimes for one type are a fault of the plug-ins
     */
    public <T> T sharedByPipelines(Class<T> type, Supplier<? extends T> create) {
        if (attachments.containsKey(type) && !pipelineAttachments.contains(type)) {
            throw new IllegalStateException(type.getName() + " is attached for the whole run; the pipelines cannot"
                    + " share it"
                    + " for their own lifetime");
        }
        pipelineAttachments.add(type);
        return attachmentOf(type, create);
    }

    /**
     * Forgets what the stages of the current pipelines registered ({@link #addPipelineStepPhase},
     * {@link #sharedByPipelines}); what was shared for the whole run stays. Called between two
     * steps, on the simulation's thread, before a live edit creates every pipeline again.
     */
    public void renewPipelines() {
        stepPhases.removeAll(pipelinePhases);
        pipelinePhases.clear();
        pipelineAttachments.forEach(attachments::remove);
        pipelineAttachments.clear();
    }

    /** @return the phases to run before each step, in the order they were added */
    public List<StepPhase> stepPhases() {
        return stepPhases;
    }

    /**
     * Tells every event listener what happened. Call from a step phase or between steps, on the
     * simulation's thread, never while agents are stepped: listeners then see events in the same
     * order whatever the thread count.
     */
    public void publish(SimulationEvent event) {
        for (Consumer<SimulationEvent> listener : eventListeners) {
            listener.accept(event);
        }
    }

    /** Lets a listener see every event published from now on, on the simulation's thread. */
    public void addEventListener(Consumer<SimulationEvent> listener) {
        eventListeners.add(listener);
    }

    public void removeEventListener(Consumer<SimulationEvent> listener) {
        eventListeners.remove(listener);
    }
}
