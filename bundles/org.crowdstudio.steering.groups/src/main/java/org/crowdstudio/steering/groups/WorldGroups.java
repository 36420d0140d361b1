package org.crowdstudio.steering.groups;

import java.util.Arrays;

import org.crowdstudio.engine.spatial.EdgeGrid;
import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.engine.spi.SlotOrdered;
import org.crowdstudio.engine.spi.StepPhase;
import org.crowdstudio.engine.spi.World;

/**
 * The groups of one simulated world, shared by every velocity-connection solver created in it:
 * the running {@link GroupState} (following the world's {@link GroupScene} when a live edit
 * attaches a new one), the walls, and, when some agent wants extended connections (n^ic, VC paper
 * §3.6), each agent's subgroup, worked out once per step as a step phase: related agents within
 * each other's grouping distance are in one subgroup, and so is everyone linked to them that way.
 * Also once per step: the way each grouped agent with somewhere to go is heading, which its
 * companions read when it stands (see {@link #intentX}). What the solver reads of every agent in
 * every step is laid out in the kernel's slot order ({@link SlotGroups}), and follows the agents
 * when the kernel regroups them.
 */
public final class WorldGroups implements StepPhase, SlotOrdered {

    /** How far around an agent walls are seen: a walker at 2 m/s over the default obstacle horizon, and its body. */
    static final double WALL_REACH = 3;

    private final World world;
    private final EdgeGrid walls;
    private GroupScene following;
    private volatile GroupState state;
    private volatile int[] subgroupOf;
    private final SlotGroups slots = new SlotGroups();
    /** Per agent slot, x then y: the unit vector towards its destination, 0 without one. */
    private volatile double[] intent = new double[0];

    private WorldGroups(World world) {
        this.world = world;
        this.walls = EdgeGrid.of(world.obstacles(), WALL_REACH);
        current(0);
    }

    /** The world's groups, created and registered as a step phase by the first solver of the world (or the first group change). */
    public static WorldGroups of(World world) {
        return world.shared(WorldGroups.class, () -> {
            WorldGroups groups = new WorldGroups(world);
            world.addStepPhase(groups);
            return groups;
        });
    }

    /** @return the groups as they stand; null before the first step of a world without a group scene */
    public GroupState state() {
        return state;
    }

    EdgeGrid walls() {
        return walls;
    }

    /** @return the groups as the solver reads them, by slot; laid out again at the start of a step when they changed */
    SlotGroups slots() {
        return slots;
    }

    /** @return each agent's subgroup this step, by id, or null when no agent asks for extended connections */
    int[] subgroups() {
        return subgroupOf;
    }

    /**
     * Carries out a change of a group from the timeline; between steps, on the simulation's thread.
     *
     * @param agentCount the crowd's size, for a world whose scenario had no groups to compile
     */
    public void apply(GroupChange change, int agentCount) {
        current(agentCount).apply(change);
    }

    /**
     * The way the agent means to go this step: towards its destination, if it has one it has not
     * reached. Friends who stand side by side and want to set off read each other's, rather than
     * each waiting for the other to move first.
     *
     * @param handle the agent's handle this step
     * @return x of the unit vector, 0 without a destination
     */
    double intentX(int handle) {
        return intent[2 * handle];
    }

    double intentY(int handle) {
        return intent[2 * handle + 1];
    }

    @Override
    public void beforeStep(PhaseView crowd) {
        GroupState groups = current(crowd.size());
        if (!slots.holds(groups, crowd.size())) {
            slots.build(groups, crowd);
        }
        subgroupOf = slots.wantsSubgroups() ? subgroups(crowd, groups) : null;
        intent = intents(crowd, slots, intent);
    }

    @Override
    public void regrouped(int[] order) {
        slots.regrouped(order);
    }

    /**
     * The connection neighbours the agent's solver chose in the last step (VC paper §3.3), for
     * what draws or measures them. Read between steps, on the simulation's thread.
     *
     * @param out receives their ids, as many as fit
     * @return how many there are; 0 for an agent whose solver is not velocity connection
     */
    public int connections(int agent, int[] out) {
        return slots.connections(agent, out);
    }

    private static double[] intents(PhaseView crowd, SlotGroups slots, double[] reused) {
        double[] intent = reused.length == 2 * crowd.size() ? reused : new double[2 * crowd.size()];
        crowd.forEachAgent(agent -> {
            int handle = crowd.handleOf(agent);
            double x = 0;
            double y = 0;
            if (slots.isRelated(handle) && crowd.hasDestination(agent) && !crowd.arrived(agent)) {
                double dx = crowd.destinationX(agent) - crowd.x(agent);
                double dy = crowd.destinationY(agent) - crowd.y(agent);
                double distance = Math.sqrt(dx * dx + dy * dy);
                if (distance > 0) {
                    x = dx / distance;
                    y = dy / distance;
                }
            }
            intent[2 * handle] = x;
            intent[2 * handle + 1] = y;
        });
        return intent;
    }

    /** The state for the world's scene, made anew when a live edit attached another scene. */
    private GroupState current(int agentCount) {
        GroupScene scene = world.attachment(GroupScene.class).orElse(null);
        if (scene == null && state == null && agentCount > 0) {
            scene = GroupScene.none(agentCount);
        }
        if (scene != null && scene != following) {
            following = scene;
            state = new GroupState(scene);
        }
        return state;
    }

    /** Union–find over the related pairs within grouping distance; each subgroup is named by its smallest id. */
    private static int[] subgroups(PhaseView crowd, GroupState groups) {
        int size = crowd.size();
        double reach = 0;
        double largestRadius = 0;
        for (int agent = 0; agent < size; agent++) {
            reach = Math.max(reach, groups.parameters(agent).maxDistance());
            largestRadius = Math.max(largestRadius, crowd.radius(agent));
        }
        int[] parent = new int[size];
        Arrays.setAll(parent, agent -> agent);
        long[] pairs = crowd.pairsWithin(reach + 2 * largestRadius, groups::isRelated);
        for (long pair : pairs) {
            int a = (int) (pair >>> 32);
            int b = (int) pair;
            double dx = crowd.x(a) - crowd.x(b);
            double dy = crowd.y(a) - crowd.y(b);
            double linked = Math.max(groups.parameters(a).maxDistance(), groups.parameters(b).maxDistance()) + crowd.radius(a) + crowd.radius(b);
            if (dx * dx + dy * dy <= linked * linked && groups.related(a, b)) {
                int rootA = root(parent, a);
                int rootB = root(parent, b);
                parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
            }
        }
        for (int agent = 0; agent < size; agent++) {
            parent[agent] = root(parent, agent);
        }
        return parent;
    }

    private static int root(int[] parent, int agent) {
        int root = agent;
        while (parent[root] != root) {
            root = parent[root];
        }
        while (parent[agent] != root) {
            int next = parent[agent];
            parent[agent] = root;
            agent = next;
        }
        return root;
    }
}
