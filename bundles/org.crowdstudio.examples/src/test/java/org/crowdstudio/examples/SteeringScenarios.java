package org.crowdstudio.examples;

import static org.crowdstudio.examples.ExampleBuilder.real;
import static org.crowdstudio.examples.ExampleBuilder.source;
import static org.crowdstudio.examples.ExampleBuilder.stage;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.Waypoint;

/**
 * Example scenarios of the collision-avoidance layer alone: goal reaching with ORCA or social
 * forces, explicit agents and populations, obstacles. They run with the built-in algorithms and
 * are the classic test cases of crowd simulators.
 */
final class SteeringScenarios {

    private SteeringScenarios() {
    }

    static Map<String, Supplier<Scenario>> all() {
        Map<String, Supplier<Scenario>> examples = new LinkedHashMap<>();
        examples.put("circle-swap", SteeringScenarios::circleSwap);
        examples.put("crossing", SteeringScenarios::crossing);
        examples.put("corridor", SteeringScenarios::corridor);
        examples.put("door-behind", SteeringScenarios::doorBehind);
        return examples;
    }

    /**
     * RVO2's Circle example in our units: its agents of radius 1.5 on a circle of radius 200,
     * scaled to our 0.3 m agents, stand on a circle of radius 40 m, 1 m apart. Everyone keeps right
     * by 10°, so the crowd turns around the centre instead of meeting head-on in it, and a time
     * step of 0.02 s keeps bodies apart (see the steering tests' CircleSwapTest).
     */
    private static Scenario circleSwap() {
        ExampleBuilder b = new ExampleBuilder("circle-swap", "Circle swap",
                "250 agents evenly on a circle of radius 40 m walk to the opposite point with goal reaching (keeping right by 10°) and ORCA, "
                        + "like RVO2's Circle example.",
                88, 88, 90);
        b.scenario.getSettings().setTimeStep(0.02);
        BehaviourProfile walker = b.profile("Walker", "#4C78A8", p -> {
            p.getVelocitySources().add(source("goal-reaching", 1, real("sidePreference", 10)));
            p.setVelocitySolver(stage("orca"));
        });
        int count = 250;
        for (int i = 0; i < count; i++) {
            double angle = 2 * Math.PI * i / count;
            double x = 44 + 40 * Math.cos(angle);
            double y = 44 + 40 * Math.sin(angle);
            Waypoint antipode = b.waypoint("Antipode " + i, PlaceKind.GOAL, 88 - x, 88 - y);
            antipode.setArrivalRadius(0.2);
            b.agent("Walker " + i, walker, x, y, angle + Math.PI, antipode);
        }
        return b.scenario;
    }

    /**
     * Four streams cross a square with pillars: populations, goal rules and obstacles with ORCA.
     * Walkers keep right, as pedestrians do: where the streams meet they circle round the square's
     * middle instead of locking in it, as they slow down in the crowd there.
     */
    private static Scenario crossing() {
        ExampleBuilder b = new ExampleBuilder("crossing", "Crossing",
                "Four streams of 60 walkers cross a square with four pillars, each to the opposite side, keeping right, with goal reaching and ORCA.",
                40, 40, 90);
        BehaviourProfile walker = b.profile("Walker", "#F58518", p -> {
            p.getVelocitySources().add(source("goal-reaching", 1, real("sidePreference", 15)));
            p.setVelocitySolver(stage("orca"));
        });
        b.box("Pillar south-west", 14, 14, 2, 2);
        b.box("Pillar south-east", 24, 14, 2, 2);
        b.box("Pillar north-west", 14, 24, 2, 2);
        b.box("Pillar north-east", 24, 24, 2, 2);
        Region west = b.region("West side", PlaceKind.SPAWN, 1, 12, 6, 16);
        Region east = b.region("East side", PlaceKind.SPAWN, 33, 12, 6, 16);
        Region south = b.region("South side", PlaceKind.SPAWN, 12, 1, 16, 6);
        Region north = b.region("North side", PlaceKind.SPAWN, 12, 33, 16, 6);
        b.population("Eastbound", walker, 60, west, GoalRule.FIXED_SEQUENCE, east);
        b.population("Westbound", walker, 60, east, GoalRule.FIXED_SEQUENCE, west);
        b.population("Northbound", walker, 60, south, GoalRule.FIXED_SEQUENCE, north);
        b.population("Southbound", walker, 60, north, GoalRule.FIXED_SEQUENCE, south);
        return b.scenario;
    }

    /**
     * The classic bidirectional corridor with the social force model (Helbing and Molnár 1995).
     * Walkers keep right, so that the two groups form lanes: head-on, the social forces of two
     * groups this dense lock them in the corridor's middle.
     */
    private static Scenario corridor() {
        ExampleBuilder b = new ExampleBuilder("corridor", "Corridor",
                "Two groups of 40 pass each other in a corridor 40 m long and 4 m wide, keeping right in lanes, steered by social forces (Helbing and Molnár 1995).",
                40, 10, 120);
        BehaviourProfile walker = b.profile("Walker", "#54A24B", p -> {
            p.getVelocitySources().add(source("goal-reaching", 1, real("sidePreference", 20)));
            p.setVelocitySolver(stage("social-forces"));
        });
        b.box("North wall", 0, 7, 40, 1);
        b.box("South wall", 0, 2, 40, 1);
        Region west = b.region("West end", PlaceKind.SPAWN, 0.5, 3, 10, 4);
        Region east = b.region("East end", PlaceKind.SPAWN, 29.5, 3, 10, 4);
        b.population("Eastbound", walker, 40, west, GoalRule.FIXED_SEQUENCE, east);
        b.population("Westbound", walker, 40, east, GoalRule.FIXED_SEQUENCE, west);
        return b.scenario;
    }

    /**
     * Global navigation with no waypoint placed: the room's only door is behind the visitors and
     * their goal lies the other way, so walking straight at it presses them against the south wall
     * for ever (what the navigation tests measure); the navigation stage takes them out through
     * the door and round the building.
     */
    private static Scenario doorBehind() {
        ExampleBuilder b = new ExampleBuilder("door-behind", "Door behind",
                "Twenty visitors leave a 10 m room whose only door is in the far corner of its north wall and walk round the building "
                        + "to the bus stop in the south-east, finding the way with navigation: no waypoint is placed.",
                24, 24, 90);
        BehaviourProfile visitor = b.profile("Visitor", "#E45756", p -> {
            p.getWaypointModifiers().add(stage("navigation"));
            p.getVelocitySources().add(source("goal-reaching", 1));
            p.setVelocitySolver(stage("orca"));
        });
        b.box("South wall", 4.8, 4.8, 10.4, 0.2);
        b.box("West wall", 4.8, 5, 0.2, 10);
        b.box("East wall", 15, 5, 0.2, 10);
        b.box("North wall, west of the door", 4.8, 15, 8.6, 0.2);
        b.box("North wall, east of the door", 14.6, 15, 0.6, 0.2);
        Region room = b.region("Room", PlaceKind.SPAWN, 6, 6, 8, 6);
        Region busStop = b.region("Bus stop", PlaceKind.GOAL, 18, 0.5, 5, 3);
        b.population("Visitors", visitor, 20, room, GoalRule.FIXED_SEQUENCE, busStop);
        return b.scenario;
    }
}
