package org.crowdstudio.steering.fields;

import java.util.Arrays;
import java.util.stream.IntStream;

import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldScene;

/**
 * The sources of the fields that have many, filed in a {@link SourceGrid} per binding so that a
 * receiver visits only those near it: the emitting agents again every step (after
 * {@link EmitterBounds} has placed their circles), the static sources once. A receiver of a field
 * every agent of a crowd emits would otherwise test every agent in the field's reach, and a
 * receiver of a field 25 obstacles emit every obstacle in the scene.
 */
final class FiledSources {

    /**
     * Up to this many sources of a kind (agents, static sources) are tested one by one by every
     * receiver; a grid costs a few rows of cells to ask, about as much as this many tests.
     */
    static final int DIRECT_SOURCES = 8;

    private final FieldScene scene;
    private final SourceMotion motion;
    private final EmitterBounds bounds;
    /** Per binding: its emitting agents filed by circle, or null when few agents emit it. */
    private final SourceGrid[] agentGrids;
    /** Per binding with agents filed: the handles of its emitters this step, in increasing order. */
    private final int[][] emitterHandles;
    /** Per binding: its static sources filed by circle, or null when it has few. */
    private final SourceGrid[] staticGrids;

    FiledSources(FieldScene scene, SourceMotion motion, EmitterBounds bounds) {
        this.scene = scene;
        this.motion = motion;
        this.bounds = bounds;
        int count = scene.bindings().size();
        agentGrids = new SourceGrid[count];
        emitterHandles = new int[count][];
        staticGrids = new SourceGrid[count];
        for (int b = 0; b < count; b++) {
            BoundField field = scene.binding(b);
            if (filesAgents(field)) {
                int emitters = (int) IntStream.range(0, field.sourceAgentCount()).map(field::sourceAgent).filter(id -> id < scene.agentCount())
                        .distinct().count();
                emitterHandles[b] = new int[emitters];
                agentGrids[b] = new SourceGrid(emitters, bounds.largestRadius(b));
            }
            if (field.fixedSourceCount() > DIRECT_SOURCES) {
                // A static source's circle is its reach: its field may be keyed by time or turned by a link, so it is not fixed.
                double reach = EmitterBounds.widened(field.reach());
                staticGrids[b] = new SourceGrid(field.fixedSourceCount(), reach);
                staticGrids[b].build(new StaticSources(field, reach * reach));
            }
        }
    }

    /** @return whether the agents that emit this field are filed in a grid */
    static boolean filesAgents(BoundField field) {
        return field.sourceAgentCount() > DIRECT_SOURCES;
    }

    /** @return whether any binding's emitting agents are filed: if none are, there is nothing to do per step */
    boolean anyAgentsFiled() {
        return Arrays.stream(agentGrids).anyMatch(grid -> grid != null);
    }

    /**
     * Files this step's emitting agents, handle after handle (the order their data is kept in);
     * run by {@link WorldFields} after the emitters' motion and circles are worked out.
     */
    void beforeStep(PhaseView crowd) {
        int handles = Math.min(motion.handles(), crowd.size());
        for (int b = 0; b < agentGrids.length; b++) {
            if (agentGrids[b] != null) {
                BoundField field = scene.binding(b);
                int[] emitters = emitterHandles[b];
                int count = 0;
                for (int handle = 0; handle < handles && count < emitters.length; handle++) {
                    int id = motion.idOf(handle);
                    if (id >= 0 && field.emittedBy(id)) {
                        emitters[count++] = handle;
                    }
                }
                agentGrids[b].build(new EmittingAgents(b, emitters, count));
            }
        }
    }

    /** @return binding b's emitting agents filed this step, or null if few enough emit it to visit them all */
    SourceGrid agents(int b) {
        return agentGrids[b];
    }

    /** @return binding b's static sources filed, or null if it has few enough to visit them all */
    SourceGrid statics(int b) {
        return staticGrids[b];
    }

    /** The agents that emit one field, as they are at the start of this step, by handle. */
    private final class EmittingAgents implements SourceGrid.Sources {

        private final int binding;
        private final int[] handles;
        private final int count;

        EmittingAgents(int binding, int[] handles, int count) {
            this.binding = binding;
            this.handles = handles;
            this.count = count;
        }

        @Override
        public int count() {
            return count;
        }

        @Override
        public int id(int k) {
            return motion.idOf(handles[k]);
        }

        @Override
        public double x(int k) {
            return motion.x(handles[k]);
        }

        @Override
        public double y(int k) {
            return motion.y(handles[k]);
        }

        @Override
        public double facingX(int k) {
            return motion.facingX(handles[k]);
        }

        @Override
        public double facingY(int k) {
            return motion.facingY(handles[k]);
        }

        @Override
        public double speed(int k) {
            return motion.speed(handles[k]);
        }

        @Override
        public double circleX(int k) {
            return bounds.circleX(binding, handles[k]);
        }

        @Override
        public double circleY(int k) {
            return bounds.circleY(binding, handles[k]);
        }

        @Override
        public double circleRadiusSquared(int k) {
            return bounds.circleRadiusSquared(binding, handles[k]);
        }
    }

    /** A field's static sources, each with the disk of the field's reach around it. */
    private record StaticSources(BoundField field, double reachSquared) implements SourceGrid.Sources {

        @Override
        public int count() {
            return field.fixedSourceCount();
        }

        @Override
        public int id(int k) {
            return -1;
        }

        @Override
        public double x(int k) {
            return field.fixedX(k);
        }

        @Override
        public double y(int k) {
            return field.fixedY(k);
        }

        @Override
        public double facingX(int k) {
            return field.fixedFacingX(k);
        }

        @Override
        public double facingY(int k) {
            return field.fixedFacingY(k);
        }

        @Override
        public double speed(int k) {
            return 0;
        }

        @Override
        public double circleX(int k) {
            return field.fixedX(k);
        }

        @Override
        public double circleY(int k) {
            return field.fixedY(k);
        }

        @Override
        public double circleRadiusSquared(int k) {
            return reachSquared;
        }
    }
}
