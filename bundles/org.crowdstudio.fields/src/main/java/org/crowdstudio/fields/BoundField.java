package org.crowdstudio.fields;

import java.util.Arrays;
import java.util.BitSet;

/**
 * One binding of a field in the runtime form the steering stage reads every step: the field, how
 * it is parametrised, its weight (IF paper eq. 1), what emits it and who receives it. Sources are
 * agents (by id), fixed poses (obstacles: centroid and facing) or the environment itself, whose
 * field is not mapped (a navigation field in world coordinates).
 */
public final class BoundField {

    /** No linked agent. */
    public static final int NO_AGENT = -1;

    private final String name;
    private final int field;
    private final KeyframedField shape;
    private final FieldParameter parameter;
    private final double weight;
    private final double nearSourceGain;
    private final int[] sourceAgents;
    private final BitSet emitting;
    private final double[] fixedSources;
    /** The static sources' facing directions, {cos, sin} of their headings, worked out once rather than per receiver and step. */
    private final double[] fixedFacing;
    private final boolean environment;
    private final int[] receivers;
    private final int linkedAgent;
    private final double linkedX;
    private final double linkedY;
    private final double reach;

    /**
     * @param name the binding as named in messages, e.g. {@code fieldBindings[2] (Make way)}
     * @param field the index of the field definition, which activation rules name
     * @param shape the field
     * @param parameter what its keyframes are indexed by, or the rotation link
     * @param weight its weight w_j in the combination, above 0
     * @param nearSourceGain the weight's factor for a receiver at the source, falling linearly to 1
     *        at the field's reach; 1 for a constant weight, at least 0
     * @param sourceAgents ids of the agents that emit it
     * @param fixedSources poses of static sources, {x, y, heading} each (heading in radians from +x)
     * @param environment whether the environment emits it, unmapped
     * @param receivers ids of the agents that respond to it
     * @param linkedAgent id of the linked agent, or {@link #NO_AGENT}
     * @param linkedX position of a static linked object (NaN if none or an agent)
     * @param linkedY position of a static linked object (NaN if none or an agent)
     */
    public BoundField(String name, int field, KeyframedField shape, FieldParameter parameter, double weight, double nearSourceGain, int[] sourceAgents,
            double[] fixedSources, boolean environment, int[] receivers, int linkedAgent, double linkedX, double linkedY) {
        if (!(weight > 0) || !Double.isFinite(weight)) {
            throw new IllegalArgumentException(name + ": the weight must be above 0, not " + weight);
        }
        if (!(nearSourceGain >= 0) || !Double.isFinite(nearSourceGain)) {
            throw new IllegalArgumentException(name + ": the gain near the source must be 0 or more, not " + nearSourceGain);
        }
        if (fixedSources.length % 3 != 0) {
            throw new IllegalArgumentException(name + ": static sources come as {x, y, heading} triples");
        }
        boolean linked = linkedAgent != NO_AGENT || !Double.isNaN(linkedX);
        if ((parameter == FieldParameter.LINKED_ANGLE || parameter == FieldParameter.LINKED_DISTANCE) && !linked) {
            throw new IllegalArgumentException(name + ": a field with parameter " + parameter + " needs a linked object");
        }
        this.name = name;
        this.field = field;
        this.shape = shape;
        this.parameter = parameter;
        this.weight = weight;
        this.nearSourceGain = nearSourceGain;
        this.sourceAgents = sourceAgents.clone();
        this.emitting = new BitSet();
        for (int agent : sourceAgents) {
            emitting.set(agent);
        }
        this.fixedSources = fixedSources.clone();
        this.fixedFacing = new double[2 * fixedSourceCount()];
        for (int k = 0; k < fixedSourceCount(); k++) {
            fixedFacing[2 * k] = Math.cos(fixedHeading(k));
            fixedFacing[2 * k + 1] = Math.sin(fixedHeading(k));
        }
        this.environment = environment;
        this.receivers = receivers.clone();
        this.linkedAgent = linkedAgent;
        this.linkedX = linkedX;
        this.linkedY = linkedY;
        this.reach = shape.reach();
    }

    public String name() {
        return name;
    }

    /** @return the index of the field definition this binding emits */
    public int field() {
        return field;
    }

    public KeyframedField shape() {
        return shape;
    }

    public FieldParameter parameter() {
        return parameter;
    }

    public double weight() {
        return weight;
    }

    /**
     * The weight for a receiver this far from the source (IF paper §4.2: "increase the influence of
     * an IF as an agent moves closer to the source"): weight × nearSourceGain at the source, weight
     * at the field's reach and beyond.
     */
    public double weightAt(double distance) {
        if (nearSourceGain == 1) {
            return weight;
        }
        double nearness = reach > 0 ? Math.max(0, 1 - distance / reach) : 0;
        return weight * (1 + (nearSourceGain - 1) * nearness);
    }

    /** @return whether the weight depends on the receiver's distance from the source */
    public boolean weightGrowsNearSource() {
        return nearSourceGain != 1;
    }

    public int sourceAgentCount() {
        return sourceAgents.length;
    }

    public int sourceAgent(int index) {
        return sourceAgents[index];
    }

    /** @return whether the agent with this id emits the field */
    public boolean emittedBy(int agent) {
        return emitting.get(agent);
    }

    public int fixedSourceCount() {
        return fixedSources.length / 3;
    }

    public double fixedX(int index) {
        return fixedSources[3 * index];
    }

    public double fixedY(int index) {
        return fixedSources[3 * index + 1];
    }

    public double fixedHeading(int index) {
        return fixedSources[3 * index + 2];
    }

    /** x of the unit vector a static source faces. */
    public double fixedFacingX(int index) {
        return fixedFacing[2 * index];
    }

    /** y of the unit vector a static source faces. */
    public double fixedFacingY(int index) {
        return fixedFacing[2 * index + 1];
    }

    /** @return whether the environment emits the field, in world coordinates */
    public boolean environment() {
        return environment;
    }

    /** @return ids of the receiving agents, ascending */
    public int[] receivers() {
        int[] sorted = receivers.clone();
        Arrays.sort(sorted);
        return sorted;
    }

    public boolean linksAgent() {
        return linkedAgent != NO_AGENT;
    }

    public int linkedAgent() {
        return linkedAgent;
    }

    public double linkedX() {
        return linkedX;
    }

    public double linkedY() {
        return linkedY;
    }

    /** @return the farthest any point of the field's domain lies from its source, m, for every parameter value */
    public double reach() {
        return reach;
    }
}
