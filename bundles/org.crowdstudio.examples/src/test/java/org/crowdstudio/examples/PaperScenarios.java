package org.crowdstudio.examples;

import static org.crowdstudio.examples.ExampleBuilder.circle;
import static org.crowdstudio.examples.ExampleBuilder.disk;
import static org.crowdstudio.examples.ExampleBuilder.groupParameters;
import static org.crowdstudio.examples.ExampleBuilder.rectangle;
import static org.crowdstudio.examples.ExampleBuilder.source;
import static org.crowdstudio.examples.ExampleBuilder.stage;
import static org.crowdstudio.examples.ExampleBuilder.text;
import static org.crowdstudio.examples.ExampleBuilder.traits;
import static org.crowdstudio.examples.ExampleBuilder.uniform;
import static org.crowdstudio.examples.ExampleBuilder.vonMises;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

import org.crowdstudio.model.presets.SocialTraitPresets;
import org.crowdstudio.model.scenario.*;

/**
 * The example scenarios shipped with Crowd Studio: the scenarios of the four papers, expressed in
 * the scenario model. Algorithm ids name the built-in steering algorithms (docs/MODEL.md).
 */
final class PaperScenarios {

    private static final double PI = Math.PI;

    private PaperScenarios() {
    }

    /** Every example by file name (without extension), in the order the README lists them; the steering examples last. */
    static Map<String, Supplier<Scenario>> all() {
        Map<String, Supplier<Scenario>> examples = new LinkedHashMap<>();
        examples.put("hide-and-seek", PaperScenarios::hideAndSeek);
        examples.put("vip-in-a-crowd", PaperScenarios::vipInACrowd);
        examples.put("museum", PaperScenarios::museum);
        examples.put("office", () -> socialPreset("office", "Office", "Office workers stop for brief chats with their many friends (TA paper Table 1).",
                SocialTraitPresets.OFFICE, 80, false));
        examples.put("school", () -> socialPreset("school", "School", "Students have fewer friends but talk longer; the school bell silences them (TA paper Table 1).",
                SocialTraitPresets.SCHOOL, 120, true));
        examples.put("park", () -> socialPreset("park", "Park", "Strollers in a park: some are friends, interest is medium (TA paper Table 1).",
                SocialTraitPresets.PARK, 60, false));
        examples.put("party-with-waiters", PaperScenarios::partyWithWaiters);
        examples.put("fire-alarm", PaperScenarios::fireAlarm);
        examples.put("sim-speed", PaperScenarios::simSpeed);
        examples.put("sim-cflow", PaperScenarios::simCounterFlow);
        examples.put("sim-leader", PaperScenarios::simLeader);
        examples.put("pedestrians-in-small-groups", PaperScenarios::smallGroups);
        examples.put("street-performer", PaperScenarios::streetPerformer);
        examples.put("guided-tourists", PaperScenarios::guidedTourists);
        examples.put("students-and-teachers", PaperScenarios::studentsAndTeachers);
        examples.put("crosswalk", PaperScenarios::crosswalk);
        examples.put("square-to-queue", PaperScenarios::squareToQueue);
        examples.put("group-switching", PaperScenarios::groupSwitching);
        examples.put("channel-free-move", () -> channel(false));
        examples.put("channel-keep-right", () -> channel(true));
        examples.putAll(SteeringScenarios.all());
        return examples;
    }

    // ================================================================== Interaction Fields (IF paper §6.1, §7)

    /** The four agent profiles of the IF paper, §6.1. */
    private record FieldProfiles(BehaviourProfile fieldsOnly, BehaviourProfile fieldsAndGoal, BehaviourProfile fieldsAndOrca,
            BehaviourProfile userControl) {
    }

    private static FieldProfiles fieldProfiles(ExampleBuilder b) {
        BehaviourProfile fieldsOnly = b.profile("IFs-Only", "#4C78A8", p -> {
            p.getVelocitySources().add(source("interaction-fields", 1));
            p.setOrientation(stage("interaction-field-orientation"));
        });
        BehaviourProfile fieldsAndGoal = b.profile("IFs+GoalReaching", "#72B7B2", p -> {
            p.getVelocitySources().add(source("interaction-fields", 1));
            p.getVelocitySources().add(source("goal-reaching", 1));
            p.setOrientation(stage("interaction-field-orientation"));
        });
        BehaviourProfile fieldsAndOrca = b.profile("IFs+RVO", "#F58518", p -> {
            p.getVelocitySources().add(source("interaction-fields", 1));
            p.setVelocitySolver(stage("orca"));
            p.setOrientation(stage("interaction-field-orientation"));
        });
        // The user steers; until then the agent walks its route (goal reaching yields to user control).
        BehaviourProfile userControl = b.profile("UserControl", "#E45756", p -> {
            p.getVelocitySources().add(source("user-control", 1));
            p.getVelocitySources().add(source("goal-reaching", 1));
        });
        return new FieldProfiles(fieldsOnly, fieldsAndGoal, fieldsAndOrca, userControl);
    }

    private static Scenario hideAndSeek() {
        ExampleBuilder b = new ExampleBuilder("hide-and-seek", "Hide and seek",
                "A hider slips behind whichever obstacle or agent is near, out of the seeker's sight; the seeker walks a round of the yard until the user takes it over (IF paper §7.1, Fig. 7).",
                30, 30, 120);
        FieldProfiles profiles = fieldProfiles(b);
        List<FieldEmitter> hidingPlaces = new ArrayList<>();
        hidingPlaces.add(b.box("Crate A", 7, 7, 2, 2));
        hidingPlaces.add(b.box("Crate B", 20, 8, 3, 1.5));
        hidingPlaces.add(b.box("Crate C", 9, 20, 1.5, 3));
        hidingPlaces.add(b.box("Crate D", 21, 21, 2, 2));
        // The seeker's round of the yard, 2 m inside its walls, again and again.
        Place[] round = {b.waypoint("Round, south-east", PlaceKind.GENERIC, 28, 2), b.waypoint("Round, north-east", PlaceKind.GENERIC, 28, 28),
            b.waypoint("Round, north-west", PlaceKind.GENERIC, 2, 28), b.waypoint("Round, south-west", PlaceKind.GENERIC, 2, 2)};
        Agent seeker = b.agent("Seeker", profiles.userControl(), 15, 3, PI / 2, round);
        seeker.setLoopGoals(true);
        // Near crate A, inside the reach of its field, so that it slips round the crate as the seeker walks by.
        Agent hider = b.agent("Hider", profiles.fieldsOnly(), 11, 10.5, -PI / 2);
        hidingPlaces.add(b.agent("Walker 1", profiles.fieldsAndOrca(), 4, 15, 0));
        hidingPlaces.add(b.agent("Walker 2", profiles.fieldsAndOrca(), 26, 15, PI));
        hidingPlaces.add(b.agent("Walker 3", profiles.fieldsAndOrca(), 15, 26, -PI / 2));

        // The rotation link turns the field so that its facing direction (−y) points at the linked
        // object, the seeker. Seven guide curves lead around the source to its far side (+y),
        // where the source hides the hider from the seeker (IF paper Fig. 7a).
        InteractionField hide = b.field("Hide", FieldKind.VELOCITY, FieldParameter.LINKED_ANGLE, rectangle(8, 8));
        Keyframe sketch = b.keyframe(hide, 0, null);
        b.curve(sketch, 1.8, -3.5, -3.5, -3, 0, -1.5, 2.5, 0, 2.2);
        b.curve(sketch, 1.8, 3.5, -3.5, 3, 0, 1.5, 2.5, 0, 2.2);
        b.curve(sketch, 1.8, -1.5, -3.5, -2, -1, -1, 2, 0, 2.2);
        b.curve(sketch, 1.8, 1.5, -3.5, 2, -1, 1, 2, 0, 2.2);
        b.curve(sketch, 1.8, -3.8, 3.5, -2, 3, 0, 2.4);
        b.curve(sketch, 1.8, 3.8, 3.5, 2, 3, 0, 2.4);
        b.curve(sketch, 1.8, 0, 3.8, 0, 2.6);
        b.bind(hide, seeker, hidingPlaces, List.of(hider));
        return b.scenario;
    }

    private static Scenario vipInACrowd() {
        ExampleBuilder b = new ExampleBuilder("vip-in-a-crowd", "VIP in a crowd",
                "The crowd makes way for the VIP, the faster the wider, and looks at it; bodyguards follow and ring it when it stops. The VIP crosses the square and back until the user takes it over (IF paper §7.2, Fig. 8).",
                40, 40, 120);
        FieldProfiles profiles = fieldProfiles(b);
        Agent vip = b.agent("VIP", profiles.userControl(), 20, 5, PI / 2, b.waypoint("Far side of the square", PlaceKind.GENERIC, 20, 37),
                b.waypoint("Near side of the square", PlaceKind.GENERIC, 20, 5));
        vip.setLoopGoals(true);
        List<Agent> guards = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            double angle = 2 * PI * i / 5;
            guards.add(b.agent("Bodyguard " + (i + 1), profiles.fieldsOnly(), ExampleBuilder.round(20 + 1.5 * Math.cos(angle)),
                    ExampleBuilder.round(5 + 1.5 * Math.sin(angle)), PI / 2));
        }
        Region square = b.region("Square", PlaceKind.SPAWN, 8, 12, 24, 22);
        // Bystanders in no hurry: their way back to their place (0.8 m/s) is slower than the VIP's
        // push, so the push, averaged with it, moves them out of the way (IFs+GoalReaching, §6.1).
        profiles.fieldsAndGoal().setPreferredSpeed(0.8);
        Population crowd = b.population("Crowd", profiles.fieldsAndGoal(), 80, square, GoalRule.STAY_AT_START);

        InteractionField push = b.field("Make way", FieldKind.VELOCITY, FieldParameter.SOURCE_SPEED, rectangle(1, 1));
        Keyframe standing = b.keyframe(push, 0, rectangle(1, 1));
        b.curve(standing, 0.6, 0, -0.1, 0, -0.5);
        // Ahead of the VIP (−y), where people must make way, the domains reach further than behind
        // it; the curves lead sideways, away from its path, on both sides.
        Keyframe walking = b.keyframe(push, 1, rectangle(3, 3, 0, -0.5));
        Keyframe running = b.keyframe(push, 1.8, rectangle(3, 4, 0, -1));
        for (int side : new int[] {-1, 1}) {
            b.curve(walking, 1.2, side * 0.15, -1.6, side * 1.4, -1.2);
            b.curve(walking, 1.2, side * 0.3, -0.6, side * 1.4, -0.2);
            b.curve(running, 1.8, side * 0.15, -2.6, side * 1.4, -2.2);
            b.curve(running, 1.8, side * 0.15, -1.6, side * 1.4, -1.2);
            b.curve(running, 1.8, side * 0.3, -0.6, side * 1.4, -0.2);
        }
        List<FieldEmitter> pushers = new ArrayList<>(guards);
        pushers.add(0, vip);
        b.bind(push, null, pushers, List.of(crowd));

        // Sixteen rays drawn towards the source: wherever a bystander stands, it faces the VIP.
        InteractionField lookAt = b.field("Look at the VIP", FieldKind.ORIENTATION, FieldParameter.NONE, rectangle(20, 20));
        Keyframe gaze = b.keyframe(lookAt, 0, null);
        for (int ray = 0; ray < 16; ray++) {
            double angle = 2 * PI * ray / 16;
            b.curve(gaze, 1, ExampleBuilder.round(9.5 * Math.cos(angle)), ExampleBuilder.round(9.5 * Math.sin(angle)),
                    ExampleBuilder.round(0.5 * Math.cos(angle)), ExampleBuilder.round(0.5 * Math.sin(angle)));
        }
        b.bind(lookAt, null, List.of(vip), List.of(crowd));

        // Standing VIP: a ring 1.3–1.9 m around it is a zero area; outside it guards walk in, inside
        // it out, so they stop on the ring where they are. Walking VIP: the field moves everything
        // with the VIP at its speed, so the guards keep their places around it.
        InteractionField escort = b.field("Escort", FieldKind.VELOCITY, FieldParameter.SOURCE_SPEED, rectangle(5, 5));
        Keyframe ring = b.keyframe(escort, 0, null);
        for (int ray = 0; ray < 8; ray++) {
            double cos = Math.cos(2 * PI * ray / 8);
            double sin = Math.sin(2 * PI * ray / 8);
            b.curve(ring, 1.0, ExampleBuilder.round(2.4 * cos), ExampleBuilder.round(2.4 * sin), ExampleBuilder.round(1.9 * cos),
                    ExampleBuilder.round(1.9 * sin));
            b.curve(ring, 1.0, ExampleBuilder.round(0.4 * cos), ExampleBuilder.round(0.4 * sin), ExampleBuilder.round(1.3 * cos),
                    ExampleBuilder.round(1.3 * sin));
        }
        b.zero(ring, annulus(1.3, 1.9, 24));
        for (double speed : new double[] {1, 1.8}) {
            Keyframe along = b.keyframe(escort, speed, null);
            for (double x : new double[] {-2, 0, 2}) {
                b.curve(along, speed, x, 2.4, x, -2.4);
            }
        }
        b.bind(escort, null, List.of(vip), guards);
        return b.scenario;
    }

    private static Scenario museum() {
        ExampleBuilder b = new ExampleBuilder("museum", "Museum",
                "Visitors circle a pillar, stop in front of each painting for a while, look at it and keep out of each other's line of sight (IF paper §7.3, Fig. 9).",
                30, 14, 300);
        FieldProfiles profiles = fieldProfiles(b);
        b.box("North wall", 0, 13.8, 30, 0.2);
        b.box("South wall", 0, 0, 30, 0.2);
        b.box("West wall", 0, 0.2, 0.2, 13.6);
        b.box("East wall", 29.8, 0.2, 0.2, 13.6);
        Obstacle pillar = b.box("Pillar", 13, 5, 4, 4);
        // Facing −y, the pillar's frame is the room's: the corridor loops are drawn as they lie.
        pillar.setOrientation(-PI / 2);
        // Three paintings on the north wall face south into the room, two on the south wall face north.
        List<Obstacle> paintings = new ArrayList<>();
        double[][] hangings = {{5, 13.6, -PI / 2}, {13.5, 13.6, -PI / 2}, {22, 13.6, -PI / 2}, {8, 0, PI / 2}, {19, 0, PI / 2}};
        for (int i = 0; i < hangings.length; i++) {
            Obstacle painting = b.box("Painting " + (i + 1), hangings[i][0], hangings[i][1], 3, 0.4);
            painting.setOrientation(hangings[i][2]);
            paintings.add(painting);
        }
        List<Agent> clockwise = new ArrayList<>();
        List<Agent> counterClockwise = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Agent visitor = b.agent("Visitor " + (i + 1), profiles.fieldsAndOrca(), 2 + 3.5 * i, i % 2 == 0 ? 3 : 11, 0);
            (i % 2 == 0 ? clockwise : counterClockwise).add(visitor);
        }
        List<Agent> visitors = new ArrayList<>(clockwise);
        visitors.addAll(counterClockwise);

        // Two loops around the pillar through the viewing spots of every painting; each covers the
        // whole room, so that a visitor is always led on.
        InteractionField roundClockwise = b.field("Corridor clockwise", FieldKind.VELOCITY, FieldParameter.NONE, disk(17));
        Keyframe clockwiseLoops = b.keyframe(roundClockwise, 0, null);
        b.curve(clockwiseLoops, 1.2, ellipse(10.5, 4.5, 32, true));
        b.curve(clockwiseLoops, 1.2, ellipse(13.5, 6.3, 32, true));
        InteractionField roundCounter = b.field("Corridor counter-clockwise", FieldKind.VELOCITY, FieldParameter.NONE, disk(17));
        Keyframe counterLoops = b.keyframe(roundCounter, 0, null);
        b.curve(counterLoops, 1.2, ellipse(10.5, 4.5, 32, false));
        b.curve(counterLoops, 1.2, ellipse(13.5, 6.3, 32, false));
        b.bind(roundClockwise, null, List.of(pillar), clockwise);
        b.bind(roundCounter, null, List.of(pillar), counterClockwise);

        // In front of a painting (its −y side): walk to a spot 2 m away, stand there, face it.
        InteractionField face = b.field("Face the painting", FieldKind.ORIENTATION, FieldParameter.NONE, rectangle(6, 5, 0, -2.5));
        Keyframe facing = b.keyframe(face, 0, null);
        b.curve(facing, 1, -2.5, -4.5, 0, -0.5);
        b.curve(facing, 1, 2.5, -4.5, 0, -0.5);
        b.curve(facing, 1, 0, -4.5, 0, -0.5);
        b.bind(face, null, paintings, visitors);
        for (int i = 0; i < paintings.size(); i++) {
            // One viewing field per painting, so that each painting's timer runs on its own.
            InteractionField view = b.field("Viewing spot " + (i + 1), FieldKind.VELOCITY, FieldParameter.NONE, rectangle(6, 5, 0, -2.5));
            Keyframe viewing = b.keyframe(view, 0, null);
            b.curve(viewing, 1.0, -2.8, -4.5, -0.5, -2.2);
            b.curve(viewing, 1.0, 2.8, -4.5, 0.5, -2.2);
            b.curve(viewing, 1.0, -2.8, -0.3, -0.5, -1.8);
            b.curve(viewing, 1.0, 2.8, -0.3, 0.5, -1.8);
            b.zero(viewing, -1, -2.6, 1, -2.6, 1, -1.4, -1, -1.4);
            b.bind(view, null, List.of(paintings.get(i)), visitors);
            for (InteractionField corridor : List.of(roundClockwise, roundCounter)) {
                EnterFieldRule linger = ExampleBuilder.MODEL.createEnterFieldRule();
                linger.setId(b.id("rule/linger/" + view.getName() + "/" + corridor.getName()));
                linger.setEntered(view);
                linger.setIgnored(corridor);
                linger.setDuration(8);
                b.scenario.getActivationRules().add(linger);
            }
        }

        // Standing visitors keep others out of the space in front of them, their line of sight: whoever
        // is in it steps back out past the viewer's shoulders (curves leading away from the painting,
        // towards the viewer's sides; curves leading on towards the painting held passers in the gap).
        // One binding: every visitor emits it and hears everyone's but its own.
        InteractionField lineOfSight = b.field("Line of sight", FieldKind.VELOCITY, FieldParameter.SOURCE_SPEED, rectangle(1.5, 4, 0, -2));
        Keyframe still = b.keyframe(lineOfSight, 0, null);
        b.curve(still, 2.0, -0.3, -3.5, -0.75, -1.5, -0.75, 0);
        b.curve(still, 2.0, 0.3, -3.5, 0.75, -1.5, 0.75, 0);
        Keyframe moving = b.keyframe(lineOfSight, 0.5, rectangle(0.8, 0.8, 0, -0.4));
        b.curve(moving, 0.2, 0, -0.2, 0, -0.4);
        b.bind(lineOfSight, null, visitors, visitors);
        return b.scenario;
    }

    /** An ellipse around the origin as a closed polyline, its first point repeated at the end. */
    private static double[] ellipse(double halfWidth, double halfHeight, int segments, boolean clockwise) {
        double[] xy = new double[2 * segments + 2];
        for (int i = 0; i <= segments; i++) {
            double angle = (clockwise ? -1 : 1) * 2 * PI * i / segments;
            xy[2 * i] = ExampleBuilder.round(halfWidth * Math.cos(angle));
            xy[2 * i + 1] = ExampleBuilder.round(halfHeight * Math.sin(angle));
        }
        return xy;
    }

    /**
     * A ring as one polygon: the outer circle counter-clockwise, a cut to the inner circle, the inner
     * circle clockwise and back; by the even-odd rule the cut's two edges cancel.
     */
    private static double[] annulus(double inner, double outer, int segments) {
        double[] outerCircle = circle(0, 0, outer, segments, false);
        double[] innerCircle = circle(0, 0, inner, segments, true);
        double[] ring = new double[outerCircle.length + innerCircle.length + 4];
        System.arraycopy(outerCircle, 0, ring, 0, outerCircle.length);
        ring[outerCircle.length] = outerCircle[0];
        ring[outerCircle.length + 1] = outerCircle[1];
        System.arraycopy(innerCircle, 0, ring, outerCircle.length + 2, innerCircle.length);
        ring[ring.length - 2] = innerCircle[0];
        ring[ring.length - 1] = innerCircle[1];
        return ring;
    }

    // ================================================================== Social crowds (TA paper §6, Table 1, §7.3)

    private static BehaviourProfile socialProfile(ExampleBuilder b, String name, String color, SocialTraits traits) {
        BehaviourProfile profile = b.profile(name, color, p -> {
            p.getWaypointModifiers().add(stage("social-ta"));
            p.getVelocitySources().add(source("goal-reaching", 1));
            p.setVelocitySolver(stage("orca"));
        });
        profile.setSocialTraits(traits);
        return profile;
    }

    private static List<Place> rooms(ExampleBuilder b, double width, double height) {
        List<Place> rooms = new ArrayList<>();
        int n = 0;
        for (double x = 6; x < width - 2; x += 9) {
            for (double y = 5; y < height - 2; y += 8) {
                rooms.add(b.waypoint("Spot " + ++n, PlaceKind.GOAL, x, y));
            }
        }
        return rooms;
    }

    private static Scenario socialPreset(String key, String name, String description, SocialTraitPresets preset, int count,
            boolean schoolBell) {
        ExampleBuilder b = new ExampleBuilder(key, name, description, 48, 32, 600);
        b.social();
        BehaviourProfile people = socialProfile(b, "Person", "#54A24B", preset.create());
        List<Place> spots = rooms(b, 48, 32);
        Region floor = b.region("Floor", PlaceKind.SPAWN, 2, 2, 44, 28);
        b.population("People", people, count, floor, GoalRule.RANDOM_TOUR, spots.toArray(Place[]::new));
        if (schoolBell) {
            // High during breaks, low while the bell rings and class runs (TA paper Table 1, "High School").
            b.curveOverTime("globalInterest", 0, 1, 170, 1, 180, 0, 340, 0, 350, 1, 520, 1, 530, 0);
        } else if ("office".equals(key)) {
            // Work day: willing to talk early and late, less at midday (TA paper Table 1).
            b.curveOverTime("globalInterest", 0, 1, 200, 0.4, 400, 0.4, 600, 1);
        }
        return b.scenario;
    }

    private static Scenario partyWithWaiters() {
        ExampleBuilder b = new ExampleBuilder("party-with-waiters", "Party with waiters",
                "Guests, close friends in a good mood, talk for long; waiters have no friends among them and keep moving (TA paper Table 1, Fig. 11).",
                30, 24, 600);
        // A party's conversations run long, and the same guests find each other again later in the evening.
        b.social().setFirstConversation(45);
        b.social().setTalkAgainAfter(120);
        BehaviourProfile guest = socialProfile(b, "Guest", "#B279A2", SocialTraitPresets.PARTY_GUEST.create());
        BehaviourProfile waiter = socialProfile(b, "Waiter", "#9D9D9D", SocialTraitPresets.PARTY_WAITER.create());
        List<Place> spots = rooms(b, 30, 24);
        Region hall = b.region("Hall", PlaceKind.SPAWN, 2, 2, 26, 20);
        b.population("Guests", guest, 40, hall, GoalRule.RANDOM_TOUR, spots.toArray(Place[]::new));
        b.population("Waiters", waiter, 10, hall, GoalRule.RANDOM_TOUR, spots.toArray(Place[]::new));
        return b.scenario;
    }

    private static Scenario fireAlarm() {
        ExampleBuilder b = new ExampleBuilder("fire-alarm", "Fire alarm",
                "Office workers chat until the alarm at 60 s: talk stops and everyone heads for the nearest exit; after the all clear at 150 s they go back and talk again (TA paper §7.3, Fig. 10).",
                48, 32, 300);
        b.social();
        BehaviourProfile worker = socialProfile(b, "Worker", "#54A24B", traits(vonMises(0, 4), uniform(0.6, 0.9)));
        List<Place> spots = rooms(b, 48, 32);
        // Assembly areas outside the office, each with room for most of the staff; an agent is out once it
        // stands within 6 m of one's middle (the half of its shorter side).
        b.scenario.getEnvironment().setMin(ExampleBuilder.vector(-14, 0));
        b.scenario.getEnvironment().setMax(ExampleBuilder.vector(62, 46));
        b.region("North exit", PlaceKind.EXIT, 12, 34, 24, 12);
        b.region("West exit", PlaceKind.EXIT, -14, 6, 12, 20);
        b.region("East exit", PlaceKind.EXIT, 50, 6, 12, 20);
        Region floor = b.region("Floor", PlaceKind.SPAWN, 2, 2, 44, 28);
        b.population("Workers", worker, 100, floor, GoalRule.RANDOM_TOUR, spots.toArray(Place[]::new));
        b.event(ExampleBuilder.MODEL.createFireAlarmEvent(), "Fire alarm", 60.0);
        b.event(ExampleBuilder.MODEL.createAllClearEvent(), "All clear", 150.0);
        b.event(ExampleBuilder.MODEL.createFireAlarmEvent(), "Fire alarm (button)", null);
        b.event(ExampleBuilder.MODEL.createAllClearEvent(), "All clear (button)", null);
        return b.scenario;
    }

    // ================================================================== Velocity connection (VC paper §4)

    private static BehaviourProfile groupProfile(ExampleBuilder b, String name, String color, GroupParameters parameters) {
        BehaviourProfile profile = b.profile(name, color, p -> {
            p.getVelocitySources().add(source("goal-reaching", 1));
            p.setVelocitySolver(stage("velocity-connection"));
        });
        profile.setPreferredSpeed(1.33);
        profile.setGroupParameters(parameters);
        return profile;
    }

    /** Agents on a grid, row by row, named with a prefix. */
    private static List<Agent> block(ExampleBuilder b, String prefix, BehaviourProfile profile, int count, int columns, double x, double y,
            double spacing, double orientation, Place... goals) {
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            agents.add(b.agent(prefix + " " + (i + 1), profile, ExampleBuilder.round(x + (i % columns) * spacing),
                    ExampleBuilder.round(y + (i / columns) * spacing), orientation, goals));
        }
        return agents;
    }

    /**
     * Agents at random places in a box, none closer than {@code spacing} to another: a seeded
     * sample, so the example is the same file every time it is written.
     */
    private static List<Agent> scatter(ExampleBuilder b, String prefix, BehaviourProfile profile, int count, double x, double y, double width,
            double height, double spacing, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<double[]> placed = new ArrayList<>();
        List<Agent> agents = new ArrayList<>();
        while (agents.size() < count) {
            double px = ExampleBuilder.round(x + width * random.nextDouble());
            double py = ExampleBuilder.round(y + height * random.nextDouble());
            if (placed.stream().allMatch(other -> Math.hypot(other[0] - px, other[1] - py) >= spacing)) {
                placed.add(new double[] {px, py});
                agents.add(b.agent(prefix + " " + (agents.size() + 1), profile, px, py, 0));
            }
        }
        return agents;
    }

    private static Scenario simSpeed() {
        ExampleBuilder b = new ExampleBuilder("sim-speed", "SimSpeed",
                "One group of 90 with preferred speeds uniform in 0.5–1.5 m/s crosses left to right; n^c decides whether it splits into clusters (VC paper §4.1, Fig. 9).",
                80, 30, 120);
        BehaviourProfile walker = groupProfile(b, "Group member", "#4C78A8", groupParameters(3, 1.2));
        Waypoint goal = b.waypoint("Right side", PlaceKind.GOAL, 76, 15);
        List<Agent> group = block(b, "Member", walker, 90, 9, 4, 6, 0.9, 0, goal);
        b.group("Group", group, List.of(), 1, 1, null);
        // Preferred speeds from 0.5 to 1.5 m/s, spread evenly over the group (a uniform sample).
        for (int i = 0; i < group.size(); i++) {
            group.get(i).setPreferredSpeed(ExampleBuilder.round(0.5 + (double) ((i * 37) % 90) / 89));
        }
        return b.scenario;
    }

    private static Scenario simCounterFlow() {
        ExampleBuilder b = new ExampleBuilder("sim-cflow", "SimCFlow",
                "A group of 90 walks into a dense counter-flow of 135 individuals; small n^c splits it into subgroups, n^c = 45 keeps it whole (VC paper §4.1, Fig. 9).",
                80, 30, 120);
        // A street 14 m wide: the counter-flow cannot pass the group by, it has to go through it.
        b.box("North side", 0, 22, 80, 8);
        b.box("South side", 0, 0, 80, 8);
        BehaviourProfile member = groupProfile(b, "Group member", "#4C78A8", groupParameters(3, 1.2));
        BehaviourProfile individual = b.profile("Individual", "#9D9D9D", p -> {
            p.getVelocitySources().add(source("goal-reaching", 1));
            p.setVelocitySolver(stage("velocity-connection"));
        });
        individual.setPreferredSpeed(1.33);
        Waypoint right = b.waypoint("Right side", PlaceKind.GOAL, 76, 15);
        b.group("Group", block(b, "Member", member, 90, 9, 4, 10, 0.9, 0, right), List.of(), 1, 1, null);
        // The counter-flow, 0.7 people/m², heads for the nearest of five points along the left side.
        Place[] left = new Place[5];
        for (int i = 0; i < left.length; i++) {
            left[i] = b.waypoint("Left side " + (i + 1), PlaceKind.GOAL, 4, 9 + 3 * i);
        }
        Region oncoming = b.region("Oncoming", PlaceKind.SPAWN, 40, 9, 16, 12);
        b.population("Counter-flow", individual, 135, oncoming, GoalRule.NEAREST_GOAL, left);
        return b.scenario;
    }

    private static Scenario simLeader() {
        ExampleBuilder b = new ExampleBuilder("sim-leader", "SimLeader",
                "80 members stand still, scattered, until a leader walks through them; with n^c about 4 the leader leads every member to the far side (VC paper §4.1, Fig. 11).",
                70, 30, 150);
        BehaviourProfile member = groupProfile(b, "Member", "#4C78A8", groupParameters(4, 1.2));
        member.getPipeline().getVelocitySources().clear();
        BehaviourProfile leaderProfile = groupProfile(b, "Leader", "#E45756", groupParameters(4, 1.2));
        Waypoint exit = b.waypoint("Far side", PlaceKind.GOAL, 56, 15);
        // Scattered as the paper's random starts, not in rows: who perceives the leader then depends on n^c.
        List<Agent> members = scatter(b, "Member", member, 80, 19, 6, 10, 18, 0.7, 1);
        Agent leader = b.agent("Leader", leaderProfile, 4, 15, 0, exit);
        List<Agent> everyone = new ArrayList<>(members);
        everyone.add(leader);
        b.group("Followers", everyone, List.of(leader), 0.5, 1, null);
        return b.scenario;
    }

    private static Scenario smallGroups() {
        ExampleBuilder b = new ExampleBuilder("pedestrians-in-small-groups", "Pedestrians in small groups",
                "Friends in groups of 2 to 4 walk abreast up and down a street and keep side by side after passing others (VC paper §4.2, Fig. 1b, Fig. 5).",
                60, 16, 90);
        b.box("Houses north", 0, 14.5, 60, 1.5);
        b.box("Houses south", 0, 0, 60, 1.5);
        int[] sizes = {2, 3, 4, 2, 3, 2, 4, 3};
        for (int g = 0; g < sizes.length; g++) {
            // n^c = 1 for two and three friends, 2 for four, r^max = 1 m (§4.2).
            BehaviourProfile profile = groupProfile(b, "Group of " + sizes[g] + " (" + (g + 1) + ")", "#4C78A8",
                    groupParameters(sizes[g] == 4 ? 2 : 1, 1));
            boolean eastbound = g % 2 == 0;
            double x = eastbound ? 3 + 6 * (g / 2) : 57 - 6 * (g / 2);
            double y = 3 + 2.5 * (g % 4);
            // Each group walks its own lane to one end of the street and back, again and again.
            double laneY = ExampleBuilder.round(y + 0.35 * (sizes[g] - 1));
            Waypoint east = b.waypoint("Lane " + (g + 1) + " east end", PlaceKind.GOAL, 57, laneY);
            Waypoint west = b.waypoint("Lane " + (g + 1) + " west end", PlaceKind.GOAL, 3, laneY);
            // Reached by the whole group abreast, up to 2 m across, not by one member at the centre.
            east.setArrivalRadius(1.5);
            west.setArrivalRadius(1.5);
            List<Agent> friends = block(b, "Friend " + (g + 1) + ".", profile, sizes[g], 1, x, y, 0.7, eastbound ? 0 : PI,
                    eastbound ? east : west, eastbound ? west : east);
            friends.forEach(friend -> friend.setLoopGoals(true));
            b.group("Friends " + (g + 1), friends, List.of(), 1, 1, FormationKind.ABREAST);
        }
        return b.scenario;
    }

    private static Scenario streetPerformer() {
        ExampleBuilder b = new ExampleBuilder("street-performer", "Street performer",
                "Pairs of friends gather around a performer who keeps 4 m of personal space; friends stay together (VC paper §4.2, Fig. 1a).",
                40, 40, 120);
        // The performer's body is her personal space (r^min = 4 m, §4.2); she performs on her spot.
        BehaviourProfile performerProfile = groupProfile(b, "Performer", "#E45756", groupParameters(2, 1.2));
        performerProfile.setRadius(4);
        Waypoint spot = b.waypoint("Spot", PlaceKind.INTEREST, 20, 20);
        Agent performer = b.agent("Performer", performerProfile, 20, 20, -PI / 2, spot);
        // n^c = 2: each spectator stays near its friend and near the performer, who leads the audience.
        BehaviourProfile audience = groupProfile(b, "Audience", "#4C78A8", groupParameters(2, 1.2));
        audience.getPipeline().getVelocitySources().clear();
        List<Agent> everyone = new ArrayList<>();
        everyone.add(performer);
        for (int g = 0; g < 8; g++) {
            double angle = 2 * PI * g / 8 + 0.3 * (g % 3);
            double distance = 12 + 2.5 * (g % 3);
            double x = ExampleBuilder.round(20 + distance * Math.cos(angle));
            double y = ExampleBuilder.round(20 + distance * Math.sin(angle));
            List<Agent> friends = block(b, "Spectator " + (g + 1) + ".", audience, 2, 2, x - 0.35, y, 0.7, angle + PI);
            b.group("Friends " + (g + 1), friends, List.of(), 1, 1, null);
            everyone.addAll(friends);
        }
        b.group("Audience", everyone, List.of(performer), 0, 1, null);
        return b.scenario;
    }

    private static Scenario guidedTourists() {
        ExampleBuilder b = new ExampleBuilder("guided-tourists", "Guided tourists",
                "Families of tourists follow their guide through the old town to the fountain and on to the cathedral, staying behind the guide and with their families (VC paper §4.2, Fig. 1c).",
                60, 30, 150);
        b.box("Town hall", 16, 18, 10, 8);
        b.box("Houses", 34, 2, 14, 6);
        GroupParameters guiding = groupParameters(6, 2);
        guiding.setGroupWeight(0.4);
        guiding.setVelocityWeight(0.4);
        // A guide walks slowly and waits for the tour, not for each straggler.
        BehaviourProfile guideProfile = groupProfile(b, "Guide", "#E45756", guiding);
        guideProfile.setPreferredSpeed(1.0);
        // n^c = 3 (§4.2): tourists stay with their closest friends, and the tour stays whole.
        BehaviourProfile tourist = groupProfile(b, "Tourist", "#4C78A8", groupParameters(3, 1.2));
        // One extended connection (n^ic = 1, §3.6): a family that falls behind is drawn back to the tour.
        tourist.getGroupParameters().setInterGroupConnections(1);
        tourist.getPipeline().getVelocitySources().clear();
        Waypoint fountain = b.waypoint("Fountain", PlaceKind.INTEREST, 30, 13);
        Waypoint cathedral = b.waypoint("Cathedral", PlaceKind.INTEREST, 52, 22);
        Agent guide = b.agent("Guide", guideProfile, 10, 13, 0, fountain, cathedral);
        List<Agent> group = new ArrayList<>();
        group.add(guide);
        int[] families = {3, 4, 2, 4, 3};
        for (int f = 0; f < families.length; f++) {
            List<Agent> family = block(b, "Tourist " + (f + 1) + ".", tourist, families[f], 2, 3 + 1.6 * (f % 3),
                    10 + 2.5 * (f / 3) + 0.6 * (f % 2), 0.7, 0);
            // Family members hold to each other (e = 1) more than to the rest of the tour (0.5).
            b.group("Family " + (f + 1), family, List.of(), 1, 1, null);
            group.addAll(family);
        }
        // The guide influences every tourist fully (e = 1) and keeps them behind (the guide constraint);
        // tourists influence everyone, the guide included, at 0.5 (§4.2).
        b.group("Tour", group, List.of(guide), 0.5, 1, null);
        for (Agent member : group.subList(1, group.size())) {
            b.relation(member, guide, 1, FormationKind.GUIDE);
        }
        return b.scenario;
    }

    private static Scenario studentsAndTeachers() {
        ExampleBuilder b = new ExampleBuilder("students-and-teachers", "Students and teachers",
                "Students walk in a queue to the museum, the head of the queue beside their teacher; without a teacher nearby they stand (VC paper §4.2, Fig. 1d).",
                60, 20, 120);
        GroupParameters teaching = groupParameters(2, 1.5);
        teaching.setGroupWeight(0.4);
        teaching.setVelocityWeight(0.4);
        BehaviourProfile teacherProfile = groupProfile(b, "Teacher", "#E45756", teaching);
        teacherProfile.setPreferredSpeed(1.0);
        // n^c = 2: the student ahead in the queue, and the teacher or another classmate.
        BehaviourProfile student = groupProfile(b, "Student", "#4C78A8", groupParameters(2, 1.2));
        student.getPipeline().getVelocitySources().clear();
        Waypoint museumDoor = b.waypoint("Museum door", PlaceKind.GOAL, 56, 10);
        Agent teacher = b.agent("Teacher", teacherProfile, 14, 11, 0, museumDoor);
        // The class stands in a line facing the museum, its head beside the teacher.
        List<Agent> students = block(b, "Student", student, 12, 12, 13 - 0.8 * 11, 10, 0.8, 0);
        java.util.Collections.reverse(students);
        // The teacher influences every student (e = 1 to the head, who walks abreast of her, 0.3 to the
        // others), each student queues behind the one before (e = 1), and the teacher keeps the class
        // within reach (e = 0.5).
        b.group("Class", students, List.of(), 0.3, 0.3, null);
        for (int i = 0; i < students.size(); i++) {
            if (i == 0) {
                b.relation(students.get(i), teacher, 1, FormationKind.ABREAST);
            } else {
                b.relation(students.get(i), students.get(i - 1), 1, FormationKind.QUEUE);
                b.relation(students.get(i), teacher, 0.3, null);
            }
            b.relation(teacher, students.get(i), 0.5, null);
        }
        return b.scenario;
    }

    private static Scenario crosswalk() {
        ExampleBuilder b = new ExampleBuilder("crosswalk", "Crosswalk",
                "Two large groups cross a crosswalk from opposite kerbs in queue formation, pass each other in lanes and line up again on the far pavement (VC paper §4.2, Fig. 12 left).",
                40, 24, 45);
        BehaviourProfile walker = groupProfile(b, "Walker", "#4C78A8", groupParameters(1, 1.2));
        // Six files per group, five deep; each walker heads for its own place on the far pavement, the
        // file lined up there as it started, so no two walkers want the same spot.
        List<Agent> northbound = new ArrayList<>();
        List<Agent> southbound = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            int file = i % 6;
            int row = i / 6;
            double northX = ExampleBuilder.round(16 + 0.8 * file);
            double southX = ExampleBuilder.round(16.4 + 0.8 * file);
            Waypoint north = b.waypoint("North pavement " + (i + 1), PlaceKind.GOAL, northX, ExampleBuilder.round(22.4 - 0.8 * row));
            Waypoint south = b.waypoint("South pavement " + (i + 1), PlaceKind.GOAL, southX, ExampleBuilder.round(1.6 + 0.8 * row));
            northbound.add(b.agent("North " + (i + 1), walker, northX, ExampleBuilder.round(5.2 - 0.8 * row), PI / 2, north));
            southbound.add(b.agent("South " + (i + 1), walker, southX, ExampleBuilder.round(18.8 + 0.8 * row), -PI / 2, south));
        }
        b.group("Northbound", northbound, List.of(), 1, 1, FormationKind.QUEUE);
        b.group("Southbound", southbound, List.of(), 1, 1, FormationKind.QUEUE);
        return b.scenario;
    }

    private static Scenario squareToQueue() {
        ExampleBuilder b = new ExampleBuilder("square-to-queue", "Square to queue",
                "A square of 16 walkers becomes a queue to pass a narrow corridor, then a square again (VC paper §4.2, Fig. 14).",
                100, 20, 90);
        // A corridor 2 m wide: room for one walker at a time, with a little to spare.
        b.box("Wall north", 25, 11, 10, 9);
        b.box("Wall south", 25, 0, 10, 9);
        // n^c = 3 and r^max = 1 (§4.2); the group keeps everyone together, loosely.
        BehaviourProfile walker = groupProfile(b, "Walker", "#4C78A8", groupParameters(3, 1));
        // Navigation finds the corridor: no waypoint at its mouth.
        walker.getPipeline().getWaypointModifiers().add(stage("navigation"));
        Waypoint far = b.waypoint("Far side", PlaceKind.GOAL, 96, 10);
        // A 4 × 4 square walking east: rows across the way, the front row (largest x) abreast, every
        // other walker in line behind the one ahead of it.
        List<Agent> walkers = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            walkers.add(b.agent("Walker " + (i + 1), walker, 5 + (i / 4), ExampleBuilder.round(8.5 + (i % 4)), 0, far));
        }
        Group group = b.group("Square", walkers, List.of(), 0.3, 0.3, null);
        for (int i = 0; i < 16; i++) {
            int row = i / 4;
            int file = i % 4;
            if (row < 3) {
                b.relation(walkers.get(i), walkers.get(i + 4), 1, FormationKind.QUEUE);
            } else {
                if (file > 0) {
                    b.relation(walkers.get(i), walkers.get(i - 1), 1, FormationKind.ABREAST);
                }
                if (file < 3) {
                    b.relation(walkers.get(i), walkers.get(i + 1), 1, FormationKind.ABREAST);
                }
            }
        }
        // Before the corridor: r^max 2 and a queue for the front row too (§4.2); after it, back to the square.
        GroupChangeEvent toQueue = b.event(ExampleBuilder.MODEL.createGroupChangeEvent(), "Queue up", 6.0);
        toQueue.setGroup(group);
        toQueue.setFormation(FormationKind.QUEUE);
        toQueue.setParameters(groupParameters(3, 2));
        // Walkers in a queue keep a step's room to the one ahead (the preferred distance, §3.7).
        toQueue.getParameters().setDistanceWeight(0.45);
        GroupChangeEvent toSquare = b.event(ExampleBuilder.MODEL.createGroupChangeEvent(), "Square again", 27.0);
        toSquare.setGroup(group);
        // The square again: r^max 1, and a weaker pull to the goal (w_v 0.05) while it re-forms.
        toSquare.setParameters(groupParameters(3, 1));
        toSquare.getParameters().setVelocityWeight(0.05);
        GroupChangeEvent walkOn = b.event(ExampleBuilder.MODEL.createGroupChangeEvent(), "Walk on", 55.0);
        walkOn.setGroup(group);
        walkOn.setParameters(groupParameters(3, 1));
        return b.scenario;
    }

    private static Scenario groupSwitching() {
        ExampleBuilder b = new ExampleBuilder("group-switching", "Group switching",
                "Followers of leader A meet leader B, whom they value more, and switch to B's group (VC paper §4.2, Fig. 13).",
                60, 30, 120);
        BehaviourProfile leaderProfile = groupProfile(b, "Leader", "#E45756", groupParameters(3, 1.2));
        leaderProfile.getGroupParameters().setGroupWeight(0.2);
        leaderProfile.getGroupParameters().setVelocityWeight(0.5);
        // n^c = 1: each follower follows the one leader it values most for how near it is.
        BehaviourProfile follower = groupProfile(b, "Follower", "#EECA3B", groupParameters(1, 1.2));
        follower.getPipeline().getVelocitySources().clear();
        Waypoint east = b.waypoint("East", PlaceKind.GOAL, 56, 12);
        Waypoint crossing = b.waypoint("Crossing", PlaceKind.GENERIC, 20, 12.5);
        Waypoint north = b.waypoint("North", PlaceKind.GOAL, 30, 28);
        Agent leaderA = b.agent("Leader A", leaderProfile, 6, 12, 0, east);
        // B walks up A's way against it, through the whole column of followers, then turns north: every follower meets B.
        Agent leaderB = b.agent("Leader B", leaderProfile, 50, 12.5, Math.PI, crossing, north);
        List<Agent> followers = block(b, "Follower", follower, 10, 5, 1.5, 11.2, 0.8, 0);
        for (Agent one : followers) {
            b.relation(one, leaderA, 0.6, null);
            b.relation(one, leaderB, 0.9, null);
        }
        return b.scenario;
    }

    // ================================================================== Anisotropic fields (AF paper §5.2)

    private static Scenario channel(boolean keepRight) {
        String key = keepRight ? "channel-keep-right" : "channel-free-move";
        ExampleBuilder b = new ExampleBuilder(key, keepRight ? "Channel, keep right" : "Channel, free move",
                keepRight ? "400 pedestrians in a looped channel with crossings keep to the right half of each channel: ordered lanes, fewer collisions, a steadier pace and more passes through the crossings than moving freely (AF paper §5.2, Fig. 9c, Table 1)."
                        : "400 pedestrians in a looped channel with crossings may walk either way anywhere: a bustling market, where walkers meet head-on, brush past each other and stop and go (AF paper §5.2, Fig. 9b, Table 1).",
                60, 40, 120);
        // Channels 4 m wide along x = 4–8, 28–32, 52–56 and y = 4–8, 18–22, 32–36; four blocks between them.
        b.box("Outer west", 0, 0, 4, 40);
        b.box("Outer east", 56, 0, 4, 40);
        b.box("Outer south", 4, 0, 52, 4);
        b.box("Outer north", 4, 36, 52, 4);
        b.box("Block south-west", 8, 8, 20, 10);
        b.box("Block south-east", 32, 8, 20, 10);
        b.box("Block north-west", 8, 22, 20, 10);
        b.box("Block north-east", 32, 22, 20, 10);
        AnisotropicField field = b.anisotropicField(keepRight ? "Keep right" : "Free move", 4, 4, 52, 32);
        // Free move: both ways along each channel's middle, 2 m either side. Keep right: each way on
        // its right half, 1 m either side of the line 1 m right of the middle (eastbound on the south
        // half, northbound on the east half, and so on).
        double range = keepRight ? 1.0 : 2.0;
        double[] rows = {6, 20, 34};
        double[] columns = {6, 30, 54};
        for (double row : rows) {
            channelStrokes(b, field, keepRight, range, 1, 0, row);
        }
        for (double column : columns) {
            channelStrokes(b, field, keepRight, range, 0, 1, column);
        }
        // At every crossing, a curve from each arm into each arm to its side, so that walkers turn
        // there as well as go straight on: the corners of the loop have nothing else.
        for (double x : columns) {
            for (double y : rows) {
                turns(b, field, keepRight, range, x, y);
            }
        }
        BehaviourProfile pedestrian = b.profile("Pedestrian", "#4C78A8", p -> {
            p.getVelocitySources().add(source("anisotropic-field", 1, text("field", field.getName())));
            // AF+RVO, one of the paper's two pairings (§5.2 does not say which gave Table 1): with
            // social forces, walkers crossing at right angles run into each other at speed in the
            // crossings, and keeping right collides as often as moving freely (docs/ANISOTROPIC.md).
            p.setVelocitySolver(stage("orca"));
        });
        pedestrian.setMaxSpeed(2.0); // v_prop is uniform in 1–2 m/s (AF paper §5)
        int[] counts = {67, 67, 67, 67, 66, 66};
        Region[] spawns = {b.region("South channel", PlaceKind.SPAWN, 8, 4, 44, 4), b.region("Middle channel", PlaceKind.SPAWN, 8, 18, 20, 4),
            b.region("North channel", PlaceKind.SPAWN, 8, 32, 44, 4), b.region("West channel", PlaceKind.SPAWN, 4, 8, 4, 24),
            b.region("Centre channel", PlaceKind.SPAWN, 28, 8, 4, 24), b.region("East channel", PlaceKind.SPAWN, 52, 8, 4, 24)};
        for (int i = 0; i < spawns.length; i++) {
            b.population("Pedestrians " + (i + 1), pedestrian, counts[i], spawns[i], GoalRule.NONE);
        }
        return b.scenario;
    }

    /** A channel's strokes, from the first crossing's middle to the last one's: both ways along the middle, or each on its right half. */
    private static void channelStrokes(ExampleBuilder b, AnisotropicField field, boolean keepRight, double range, double alongX, double alongY,
            double middle) {
        double[] from = alongX == 1 ? new double[] {6, middle} : new double[] {middle, 6};
        double[] to = alongX == 1 ? new double[] {54, middle} : new double[] {middle, 34};
        double offset = keepRight ? 1 : 0;
        // Right of the way (alongX, alongY) is (alongY, −alongX).
        b.stroke(field, range, from[0] + offset * alongY, from[1] - offset * alongX, to[0] + offset * alongY, to[1] - offset * alongX);
        b.stroke(field, range, to[0] - offset * alongY, to[1] + offset * alongX, from[0] - offset * alongY, from[1] + offset * alongX);
    }

    /** The turns at the crossing of middles (x, y): from each arm that exists into each arm at a right angle to it. */
    private static void turns(ExampleBuilder b, AnisotropicField field, boolean keepRight, double range, double x, double y) {
        double[][] headings = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        for (double[] in : headings) {
            // The walker comes from the arm behind it: that arm must exist.
            if (!armExists(x - in[0] * 4, y - in[1] * 4)) {
                continue;
            }
            for (double[] out : headings) {
                if (in[0] * out[0] + in[1] * out[1] != 0 || !armExists(x + out[0] * 4, y + out[1] * 4)) {
                    continue;
                }
                boolean left = out[0] == -in[1] && out[1] == in[0];
                if (keepRight && left && armExists(x + in[0] * 4, y + in[1] * 4)) {
                    // Keeping right, one turns left only where the way does not go on: a left turn crosses the oncoming lane.
                    continue;
                }
                double offset = keepRight ? 1 : 0;
                // Each lane is offset to the right of its heading: right of (hx, hy) is (hy, −hx).
                double inX = x + offset * in[1];
                double inY = y - offset * in[0];
                double outX = x + offset * out[1];
                double outY = y - offset * out[0];
                double startX = inX - 3 * in[0];
                double startY = inY - 3 * in[1];
                double endX = outX + 3 * out[0];
                double endY = outY + 3 * out[1];
                // The lanes meet where the incoming lane's line crosses the outgoing one's.
                double cornerX = in[0] != 0 ? outX : inX;
                double cornerY = in[0] != 0 ? inY : outY;
                double[] curve = new double[2 * 9];
                for (int k = 0; k <= 8; k++) {
                    double t = k / 8.0;
                    curve[2 * k] = (1 - t) * (1 - t) * startX + 2 * t * (1 - t) * cornerX + t * t * endX;
                    curve[2 * k + 1] = (1 - t) * (1 - t) * startY + 2 * t * (1 - t) * cornerY + t * t * endY;
                }
                b.stroke(field, range, curve);
            }
        }
    }

    /** Whether a channel runs through the point: within the loop of channels, on a row or a column of them. */
    private static boolean armExists(double x, double y) {
        boolean inside = x >= 4 && x <= 56 && y >= 4 && y <= 36;
        boolean onRow = y <= 8 || y >= 18 && y <= 22 || y >= 32;
        boolean onColumn = x <= 8 || x >= 28 && x <= 32 || x >= 52;
        return inside && (onRow || onColumn);
    }
}
