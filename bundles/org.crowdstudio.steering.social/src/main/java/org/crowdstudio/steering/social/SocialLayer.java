package org.crowdstudio.steering.social;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.engine.spi.StepPhase;

/**
 * Who socialises with whom, decided once per step before agents move (TA paper §4–5). With the
 * state at the start of the step it
 * <ol>
 * <li>finds the pairs of taking-part agents that are near each other (the kernel searches the grid on the simulation's threads),</li>
 * <li>updates their interest by eq. 8: talking −, near but not talking −, apart +, capped at 1,</li>
 * <li>ends conversations whose social reward (eq. 9) fell to the threshold once they have lasted
 * a greeting, pair walks whose
 * destinations diverged and partners who lost each other; interest drops at the end (eq. 7),</li>
 * <li>starts conversations between free near pairs whose reward exceeds the threshold, the most
 * rewarding first, each agent in at most one,</li>
 * <li>and works out each socialising agent's temporary waypoint and pace (§5.1, §5.2), which the
 * {@code social-ta} waypoint modifier hands to the agent during the step.</li>
 * </ol>
 * Who talks with whom is decided here on one thread; the interest of near pairs is updated, and
 * each socialising agent's waypoint worked out, on the simulation's threads ({@link InterestLedgers},
 * {@link PhaseView#forEachAgent}): the result does not depend on threads.
 */
public final class SocialLayer implements StepPhase {

    private static final int FREE = -1;
    /** Partners farther apart than this many near distances have lost each other. */
    private static final double LOST_FACTOR = 4;
    /** Talking partners close in to this fraction of the nucleus before they stand. */
    private static final double NUCLEUS_MARGIN = 0.9;
    /** The section of an inspected agent's report the layer writes. */
    static final String SECTION = "Social";
    /** An inspected agent's report lists at most this many of its nearest possible partners. */
    private static final int NEIGHBOURS_REPORTED = 6;
    /** The measure of the inspected agent's interest in the watched one. */
    public static final String MEASURE_INTEREST = "Interest";
    /** The interest the pair needs to talk (the threshold over the rest of eq. 9), at most 2. */
    public static final String MEASURE_NEEDED = "Interest needed to talk";

    private final SocialScene scene;
    private final SocialRules rules;
    private final GlobalValues globals;
    private final int globalInterest;
    /** Made at the first step, when the time step is known: interest recovers by a rate per second. */
    private InterestLedgers interest;
    private final int[] partner;
    private final ConversationKind[] kind;
    /** When the agent's conversation started, s. */
    private final double[] startedAt;
    private final boolean[] endedThisStep;
    /** The step's talking pairs as the ledger's keys, in the order of their lower ids; room for every agent. */
    private final long[] talking;
    /** The step's answer per agent: whether it has a social waypoint, where, and at what pace. */
    private final boolean[] steered;
    private final double[] waypointX;
    private final double[] waypointY;
    private final double[] pace;
    private final List<Consumer<ConversationEvent>> listeners = new CopyOnWriteArrayList<>();
    private int socialising;
    private final int takingPart;

    public SocialLayer(SocialScene scene, GlobalValues globals) {
        this.scene = scene;
        this.rules = scene.rules();
        this.globals = globals;
        this.globalInterest = globals.handle(SocialScene.GLOBAL_INTEREST, 1);
        int agents = scene.agentCount();
        partner = new int[agents];
        Arrays.fill(partner, FREE);
        kind = new ConversationKind[agents];
        startedAt = new double[agents];
        endedThisStep = new boolean[agents];
        talking = new long[agents];
        steered = new boolean[agents];
        waypointX = new double[agents];
        waypointY = new double[agents];
        pace = new double[agents];
        int count = 0;
        for (int agent = 0; agent < agents; agent++) {
            count += scene.takesPart(agent) ? 1 : 0;
        }
        takingPart = count;
    }

    /** Tells the listener of every conversation that starts or ends, on the simulation's thread. */
    public void addListener(Consumer<ConversationEvent> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<ConversationEvent> listener) {
        listeners.remove(listener);
    }

    /** @return the interest of a pair now (the paper's Fig. 4) */
    public double interest(int a, int b) {
        return interest == null ? 1 : interest.interest(InterestLedger.key(a, b));
    }

    /** @return the agent's partner, or -1 if it is not socialising */
    public int partnerOf(int agent) {
        return partner[agent];
    }

    /** @return how the agent socialises, or null if it does not */
    public ConversationKind kindOf(int agent) {
        return partner[agent] == FREE ? null : kind[agent];
    }

    /** @return the fraction of taking-part agents socialising now */
    public double socialisingFraction() {
        return takingPart == 0 ? 0 : (double) socialising / takingPart;
    }

    @Override
    public void beforeStep(PhaseView crowd) {
        if (crowd.size() != scene.agentCount()) {
            throw new IllegalStateException("the social layer was built for " + scene.agentCount() + " agents, the crowd has " + crowd.size());
        }
        double dt = crowd.timeStep();
        if (interest == null) {
            interest = new InterestLedgers(rules.interestRecoveryRate() * dt);
        }
        // Pairs packed as the ledger's keys; found on the simulation's threads.
        long[] near = crowd.pairsWithin(rules.nearDistance(), scene::takesPart);
        InterestLedgers.Changed interestNow = updateInterest(crowd, near, dt);
        double global = globals.value(globalInterest);
        endConversations(crowd, global, interestNow.talking());
        // Each near pair's interest after the update, so that starting conversations need not look it up again.
        startConversations(crowd, near, interestNow.near(), global);
        placeWaypoints(crowd);
    }

    /** The step's social waypoint of an agent, if it has one: x, y and pace into out. */
    boolean waypoint(int agent, double[] out) {
        if (agent >= steered.length || !steered[agent]) {
            return false;
        }
        out[0] = waypointX[agent];
        out[1] = waypointY[agent];
        out[2] = pace[agent];
        return true;
    }

    /**
     * Eq. 8 from the state at the start of the step: talking pairs and near pairs lose interest,
     * every other pair recovers (worked out by the ledger when read). Eq. 7 is applied where a
     * conversation ends.
     */
    private InterestLedgers.Changed updateInterest(PhaseView crowd, long[] near, double dt) {
        interest.nextStep();
        int talkingPairs = 0;
        for (int a = 0; a < partner.length; a++) {
            if (partner[a] > a) {
                talking[talkingPairs++] = InterestLedger.key(a, partner[a]);
            }
        }
        return interest.change(talking, talkingPairs, -rules.talkingDecayRate() * dt, near,
                -rules.greetingDecayRate() * dt, crowd::forEachPart);
    }

    /**
     * @param talkingInterest each talking pair's interest after this step's update, in the order of the
     *        pair's lower id
     */
    private void endConversations(PhaseView crowd, double global, double[] talkingInterest) {
        Arrays.fill(endedThisStep, false);
        int pair = 0;
        for (int a = 0; a < partner.length; a++) {
            int b = partner[a];
            if (b <= a) {
                continue;
            }
            double pairInterest = talkingInterest[pair++];
            // A conversation is at least a greeting long, unless GlobalInterest silenced everyone.
            boolean greeting = global > 0 && crowd.time() - startedAt[a] < rules.greeting() - 1e-9;
            boolean rewarding = greeting || rewardWithoutInterest(a, b, global) * pairInterest > rules.threshold();
            boolean together = distance(crowd, a, b) <= LOST_FACTOR * rules.nearDistance();
            boolean sameWay = kind[a] != ConversationKind.PAIR_WALK || sameWay(crowd, a, b);
            if (!rewarding || !together || !sameWay) {
                interest.change(InterestLedger.key(a, b), -rules.conversationEndDrop());
                partner[a] = FREE;
                partner[b] = FREE;
                endedThisStep[a] = true;
                endedThisStep[b] = true;
                socialising -= 2;
                announce(new ConversationEvent(crowd.time(), false, a, b, kind[a]));
            }
        }
    }

    private void startConversations(PhaseView crowd, long[] near, double[] nearInterest, double global) {
        List<long[]> candidates = new ArrayList<>();
        for (int n = 0; n < near.length; n++) {
            long key = near[n];
            int a = InterestLedger.first(key);
            int b = InterestLedger.second(key);
            if (partner[a] != FREE || partner[b] != FREE) {
                continue;
            }
            // Interest is at most 1, so the reward without it bounds the reward: most pairs fail here, before interest is read.
            double bound = rewardWithoutInterest(a, b, global);
            if (!(bound > rules.threshold())) {
                continue;
            }
            // A pair that just ended a conversation lost interest (eq. 7) after the update.
            boolean ended = endedThisStep[a] || endedThisStep[b];
            double reward = bound * (ended ? interest.interest(key) : nearInterest[n]);
            if (reward > rules.threshold()) {
                candidates.add(new long[] {key, Double.doubleToLongBits(reward)});
            }
        }
        // The most rewarding pairs first; equal rewards in id order.
        candidates.sort(Comparator.<long[]>comparingDouble(candidate -> -Double.longBitsToDouble(candidate[1]))
                .thenComparingLong(candidate -> candidate[0]));
        for (long[] candidate : candidates) {
            int a = InterestLedger.first(candidate[0]);
            int b = InterestLedger.second(candidate[0]);
            if (partner[a] != FREE || partner[b] != FREE) {
                continue;
            }
            ConversationKind how = sameWay(crowd, a, b) ? ConversationKind.PAIR_WALK : ConversationKind.STOP_AND_TALK;
            partner[a] = b;
            partner[b] = a;
            kind[a] = how;
            kind[b] = how;
            startedAt[a] = crowd.time();
            startedAt[b] = crowd.time();
            socialising += 2;
            announce(new ConversationEvent(crowd.time(), true, a, b, how));
        }
    }

    /**
     * Writes what the layer holds of an inspected agent: whom it socialises with and how, its
     * mood, and its interest in and reward with each agent near enough to meet (nearest first).
     */
    void describe(AgentView agent, AgentReport report) {
        int self = agent.index();
        if (self >= scene.agentCount() || !scene.takesPart(self)) {
            report.add(SECTION, "State", "takes no part");
            return;
        }
        int other = partner[self];
        report.add(SECTION, "State", other == FREE ? "free" : kind[self].label() + " with agent " + other);
        double global = globals.value(globalInterest);
        report.add(SECTION, "Mood", String.format(Locale.ROOT, "%.2f", scene.mood(self)));
        report.add(SECTION, "Friendship angle", String.format(Locale.ROOT, "%.0f°", Math.toDegrees(scene.friendshipAngle(self))));
        report.add(SECTION, "GlobalInterest", String.format(Locale.ROOT, "%.2f", global));
        describeCounterpart(self, report, global);
        int[] near = new int[NEIGHBOURS_REPORTED];
        int found = Math.min(near.length, agent.nearestNeighbours(rules.nearDistance(), near.length, near));
        for (int n = 0; n < found; n++) {
            int id = agent.id(near[n]);
            if (id < scene.agentCount() && scene.takesPart(id)) {
                double reward = interest == null ? rewardWithoutInterest(self, id, global) : reward(self, id, global);
                report.add(SECTION, "Interest in agent " + id, String.format(Locale.ROOT, "%.2f · reward %.2f", interest(self, id), reward));
            }
        }
    }

    /**
     * The pair of the inspected agent and the one watched beside it, wherever they are (TA paper
     * Fig. 4): their interest and the interest they need to start or keep a conversation, as a
     * row and as measures to plot.
     */
    private void describeCounterpart(int self, AgentReport report, double global) {
        int other = report.counterpart();
        if (other < 0 || other >= scene.agentCount() || !scene.takesPart(other)) {
            return;
        }
        double pairInterest = interest(self, other);
        double rewardPerInterest = rewardWithoutInterest(self, other, global);
        // Reward = rewardPerInterest × interest must exceed the threshold (eq. 9).
        double needed = rewardPerInterest > 0 ? rules.threshold() / rewardPerInterest : Double.POSITIVE_INFINITY;
        String name = "agent " + other;
        report.add(SECTION, "Watched: interest in " + name, String.format(Locale.ROOT, "%.2f (talks above %s)", pairInterest,
                Double.isFinite(needed) ? String.format(Locale.ROOT, "%.2f", needed) : "never: no reward"));
        report.measure(MEASURE_INTEREST, pairInterest);
        report.measure(MEASURE_NEEDED, Math.min(needed, 2));
    }

    /** Eq. 9 with the closeness term (see {@link Friendship#closeness}). */
    private double reward(int a, int b, double global) {
        return rewardWithoutInterest(a, b, global) * interest.interest(InterestLedger.key(a, b));
    }

    private double rewardWithoutInterest(int a, int b, double global) {
        return Friendship.closeness(scene.friendshipAngle(a), scene.friendshipAngle(b)) * Math.min(scene.mood(a), scene.mood(b)) * global;
    }

    /** A waypoint depends on the agent's pair alone: worked out on all threads, each call writing its own agent's. */
    private void placeWaypoints(PhaseView crowd) {
        crowd.forEachAgent(a -> placeWaypoint(crowd, a));
    }

    private void placeWaypoint(PhaseView crowd, int a) {
        int b = partner[a];
        steered[a] = b != FREE;
        if (b == FREE) {
            return;
        }
        pace[a] = 1;
        if (kind[a] == ConversationKind.STOP_AND_TALK) {
            // Eq. 10: towards the partner until within the formation nucleus, then stand; a margin
            // inside it, so that a push from the avoidance (social forces repel) does not take them out.
            boolean apart = distance(crowd, a, b) > NUCLEUS_MARGIN * rules.talkDistance();
            waypointX[a] = apart ? crowd.x(b) : crowd.x(a);
            waypointY[a] = apart ? crowd.y(b) : crowd.y(a);
        } else {
            placePairWalker(crowd, a, b);
        }
    }

    /**
     * §5.2: the dominant agent (lower id) keeps its own way; the other heads for a point beside it,
     * a shoulder's width to its own side of the dominant's line (Fig. 7), one nucleus ahead so that
     * it walks abreast rather than chasing. Whoever is in front slows as the other falls behind (Fig. 6).
     */
    private void placePairWalker(PhaseView crowd, int a, int b) {
        int dominant = Math.min(a, b);
        double aheadX = crowd.destinationX(dominant) - crowd.x(dominant);
        double aheadY = crowd.destinationY(dominant) - crowd.y(dominant);
        double length = length(aheadX, aheadY);
        if (a == dominant || !(length > 0)) {
            waypointX[a] = crowd.destinationX(a);
            waypointY[a] = crowd.destinationY(a);
        } else {
            aheadX /= length;
            aheadY /= length;
            // Left of the dominant's line is +1, right −1: the follower keeps to the side it is on.
            double side = aheadX * (crowd.y(a) - crowd.y(dominant)) - aheadY * (crowd.x(a) - crowd.x(dominant)) >= 0 ? 1 : -1;
            double reach = Math.min(rules.talkDistance(), length);
            waypointX[a] = crowd.x(dominant) + aheadX * reach - aheadY * side * rules.shoulderOffset();
            waypointY[a] = crowd.y(dominant) + aheadY * reach + aheadX * side * rules.shoulderOffset();
        }
        pace[a] = pace(crowd, a, b);
    }

    /** Fig. 6: full pace while the partner is not behind; slower the more directly behind it is. */
    private double pace(PhaseView crowd, int agent, int other) {
        double toGoalX = crowd.destinationX(agent) - crowd.x(agent);
        double toGoalY = crowd.destinationY(agent) - crowd.y(agent);
        double toOtherX = crowd.x(other) - crowd.x(agent);
        double toOtherY = crowd.y(other) - crowd.y(agent);
        double lengths = length(toGoalX, toGoalY) * length(toOtherX, toOtherY);
        if (!(lengths > 0)) {
            return 1;
        }
        double cosine = (toGoalX * toOtherX + toGoalY * toOtherY) / lengths;
        if (cosine > rules.slowdownCosine()) {
            return 1;
        }
        return Math.clamp((cosine + 1) / (rules.slowdownCosine() + 1), 0, 1);
    }

    /** Both on their way, to destinations that lie the same way (a positive cosine, §5.2): they may walk together. */
    private static boolean sameWay(PhaseView crowd, int a, int b) {
        return walking(crowd, a) && walking(crowd, b) && destinationCosine(crowd, a, b) > 0;
    }

    /** The cosine of the angle between the directions in which two agents' destinations lie; 1 if either has none. */
    private static double destinationCosine(PhaseView crowd, int a, int b) {
        double ax = crowd.destinationX(a) - crowd.x(a);
        double ay = crowd.destinationY(a) - crowd.y(a);
        double bx = crowd.destinationX(b) - crowd.x(b);
        double by = crowd.destinationY(b) - crowd.y(b);
        double lengths = length(ax, ay) * length(bx, by);
        return lengths > 0 ? (ax * bx + ay * by) / lengths : 1;
    }

    /** Whether the agent is on its way somewhere: it has a destination and is not standing on it. */
    private static boolean walking(PhaseView crowd, int agent) {
        return crowd.hasDestination(agent) && !crowd.arrived(agent)
                && length(crowd.destinationX(agent) - crowd.x(agent), crowd.destinationY(agent) - crowd.y(agent)) > 0;
    }

    private static double distance(PhaseView crowd, int a, int b) {
        return length(crowd.x(b) - crowd.x(a), crowd.y(b) - crowd.y(a));
    }

    /** Math.hypot guards against overflow these distances never reach, at several times the cost. */
    private static double length(double x, double y) {
        return Math.sqrt(x * x + y * y);
    }

    private void announce(ConversationEvent event) {
        for (Consumer<ConversationEvent> listener : listeners) {
            listener.accept(event);
        }
    }
}
