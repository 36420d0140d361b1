package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.IntStream;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.Waypoint;
import org.junit.jupiter.api.Test;

/**
 * Each shipped group example does what its description promises, measured from its trajectories
 * as docs/GROUPS.md defines the measures. SimCFlow, SimSpeed and SimLeader's dependence on n^c,
 * w_g and w_v is {@link GroupParameterAnalysisTest}'s.
 */
class GroupExamplesTest {

    /** "One group of 90 with preferred speeds uniform in 0.5–1.5 m/s crosses left to right." */
    @Test
    void simSpeedGroupCrossesToTheRightSide() {
        Scenario scenario = PaperExamples.read("sim-speed");
        int[] group = GroupMeasures.firstIds(90);
        double goalX = waypoint(scenario, "Right side").getPosition().getX();
        Crowd crowd = run(scenario, 120, 10, sample -> { });
        long arrived = Arrays.stream(group).filter(id -> crowd.x(id) > goalX - 8).count();
        assertThat(arrived).as("members within 8 m of the right side after 120 s").isEqualTo(90);
    }

    /** "A group of 90 walks into a dense counter-flow of 135 individuals": both pass through each other. */
    @Test
    void simCounterFlowGroupAndCounterFlowPassThroughEachOther() {
        Scenario scenario = PaperExamples.read("sim-cflow");
        int[] group = GroupMeasures.firstIds(90);
        Crowd crowd = run(scenario, 120, 10, sample -> { });
        int[] counterFlow = IntStream.range(90, crowd.size()).toArray();
        assertThat(counterFlow).as("the counter-flow").hasSize(135);
        assertThat(Arrays.stream(group).filter(id -> crowd.x(id) > 60).count()).as("group members east of x = 60 after 120 s").isEqualTo(90);
        assertThat(Arrays.stream(counterFlow).filter(id -> crowd.x(id) < 20).count()).as("counter-flow west of x = 20 after 120 s")
                .isGreaterThanOrEqualTo(130);
    }

    /** "With n^c about 4 the leader leads every member to the far side." */
    @Test
    void simLeaderLeadsEveryMemberToTheFarSide() {
        Scenario scenario = PaperExamples.read("sim-leader");
        int leader = PaperExamples.id(scenario, "Leader");
        Waypoint farSide = waypoint(scenario, "Far side");
        Crowd crowd = run(scenario, scenario.getSettings().getDuration(), 10, sample -> { });
        assertThat(distance(crowd, leader, farSide)).as("the leader from the far side at the end, m").isLessThan(3);
        List<GroupMeasures.Cluster> clusters = GroupMeasures.clusters(crowd, GroupMeasures.firstIds(81));
        assertThat(clusters.get(0).size()).as("the leader's cluster: the leader and every member").isEqualTo(81);
    }

    /** "Friends in groups of 2 to 4 walk abreast up and down a street and keep side by side after passing others." */
    @Test
    void pedestriansWalkTheirLanesUpAndDownAndKeepTogether() {
        Scenario scenario = PaperExamples.read("pedestrians-in-small-groups");
        List<int[]> groups = scenario.getGroups().stream().map(group -> ids(scenario, group.getMembers())).toList();
        long[] together = new long[2];
        int walkers = scenario.getAgents().size();
        // Per walker, along the way to its first end of the street: the farthest it got, and how far it came back from there.
        double[] sign = new double[walkers];
        double[] farthest = new double[walkers];
        double[] back = new double[walkers];
        for (int id = 0; id < walkers; id++) {
            sign[id] = Math.signum(firstEndX(scenario, id) - scenario.getAgents().get(id).getPosition().getX());
            farthest[id] = Double.NEGATIVE_INFINITY;
        }
        run(scenario, scenario.getSettings().getDuration(), 5, crowd -> {
            for (int[] group : groups) {
                together[0] += GroupMeasures.clusters(crowd, group).size() == 1 ? 1 : 0;
                together[1]++;
            }
            for (int id = 0; id < walkers; id++) {
                farthest[id] = Math.max(farthest[id], sign[id] * crowd.x(id));
                back[id] = Math.max(back[id], farthest[id] - sign[id] * crowd.x(id));
            }
        });
        assertThat((double) together[0] / together[1]).as("share of samples in which a group is one cluster").isGreaterThan(0.95);
        for (int id = 0; id < walkers; id++) {
            String name = scenario.getAgents().get(id).getName();
            assertThat(sign[id] * firstEndX(scenario, id) - farthest[id]).as("%s: how near it came to its first end, m", name).isLessThan(3);
            assertThat(back[id]).as("%s: how far it walked back from there, m", name).isGreaterThan(5);
        }
    }

    private static double firstEndX(Scenario scenario, int id) {
        return ((Waypoint) scenario.getAgents().get(id).getGoals().get(0)).getPosition().getX();
    }

    /** "Pairs of friends gather around a performer who keeps 4 m of personal space; friends stay together." */
    @Test
    void audienceGathersInARingAroundThePerformerWithFriendsTogether() {
        Scenario scenario = PaperExamples.read("street-performer");
        int performer = PaperExamples.id(scenario, "Performer");
        Crowd crowd = run(scenario, scenario.getSettings().getDuration(), 10, sample -> { });
        Waypoint spot = waypoint(scenario, "Spot");
        assertThat(distance(crowd, performer, spot)).as("the performer from her spot, m").isLessThan(1);
        boolean[] octants = new boolean[8];
        for (int id = 0; id < crowd.size(); id++) {
            if (id == performer) {
                continue;
            }
            double dx = crowd.x(id) - crowd.x(performer);
            double dy = crowd.y(id) - crowd.y(performer);
            double distance = Math.hypot(dx, dy);
            assertThat(distance).as("%s from the performer, m", scenario.getAgents().get(id).getName()).isBetween(4.2, 6.5);
            octants[(int) Math.floor((Math.atan2(dy, dx) + Math.PI) / (Math.PI / 4)) % 8] = true;
        }
        int occupied = 0;
        for (boolean octant : octants) {
            occupied += octant ? 1 : 0;
        }
        assertThat(occupied).as("eighths of the ring where someone stands: all around her, not on one side").isGreaterThanOrEqualTo(6);
        for (Group friends : scenario.getGroups()) {
            if (friends.getName().startsWith("Friends")) {
                int[] pair = ids(scenario, friends.getMembers());
                assertThat(Math.hypot(crowd.x(pair[0]) - crowd.x(pair[1]), crowd.y(pair[0]) - crowd.y(pair[1])))
                        .as("%s: the friends apart, m", friends.getName()).isLessThan(1.8);
            }
        }
    }

    /** "Families of tourists follow their guide to the fountain and on to the cathedral, staying behind the guide and with their families." */
    @Test
    void touristsFollowTheGuideToTheCathedralBehindHerAndWithTheirFamilies() {
        Scenario scenario = PaperExamples.read("guided-tourists");
        int guide = PaperExamples.id(scenario, "Guide");
        Waypoint fountain = waypoint(scenario, "Fountain");
        List<int[]> families = scenario.getGroups().stream().filter(group -> group.getName().startsWith("Family"))
                .map(group -> ids(scenario, group.getMembers())).toList();
        int[] tourists = families.stream().flatMapToInt(Arrays::stream).toArray();
        double[] nearestToFountain = {Double.POSITIVE_INFINITY};
        long[] behind = new long[2];
        long[] familyTogether = new long[2];
        Crowd crowd = run(scenario, scenario.getSettings().getDuration(), 5, sample -> {
            nearestToFountain[0] = Math.min(nearestToFountain[0], distance(sample, guide, fountain));
            double speed = Math.hypot(sample.vx(guide), sample.vy(guide));
            if (speed > 0.5) {
                for (int tourist : tourists) {
                    double along = (sample.x(tourist) - sample.x(guide)) * sample.vx(guide) + (sample.y(tourist) - sample.y(guide)) * sample.vy(guide);
                    behind[0] += along < 0 ? 1 : 0;
                    behind[1]++;
                }
            }
            for (int[] family : families) {
                familyTogether[0] += GroupMeasures.clusters(sample, family).size() == 1 ? 1 : 0;
                familyTogether[1]++;
            }
        });
        assertThat(nearestToFountain[0]).as("the guide's nearest pass by the fountain, m").isLessThan(2);
        assertThat(distance(crowd, guide, waypoint(scenario, "Cathedral"))).as("the guide from the cathedral at the end, m").isLessThan(3);
        for (int tourist : tourists) {
            assertThat(Math.hypot(crowd.x(tourist) - crowd.x(guide), crowd.y(tourist) - crowd.y(guide)))
                    .as("%s from the guide at the end, m", scenario.getAgents().get(tourist).getName()).isLessThan(8);
        }
        assertThat((double) behind[0] / behind[1]).as("share of tourists behind the walking guide").isGreaterThan(0.78);
        assertThat((double) familyTogether[0] / familyTogether[1]).as("share of samples in which a family is one cluster").isGreaterThan(0.9);
    }

    /** "Students walk in a queue to the museum, the head of the queue beside their teacher; without a teacher nearby they stand." */
    @Test
    void studentsQueueBehindTheirHeadBesideTheTeacher() {
        Scenario scenario = PaperExamples.read("students-and-teachers");
        int teacher = PaperExamples.id(scenario, "Teacher");
        int head = PaperExamples.id(scenario, "Student 12");
        int[] students = ids(scenario, scenario.getGroups().get(0).getMembers());
        long[] queue = new long[2];
        long[] beside = new long[2];
        Crowd crowd = run(scenario, scenario.getSettings().getDuration(), 5, sample -> {
            double vx = sample.vx(teacher);
            double vy = sample.vy(teacher);
            double speed = Math.hypot(vx, vy);
            if (speed < 0.5) {
                return;
            }
            double along = extent(sample, students, vx / speed, vy / speed);
            double across = extent(sample, students, -vy / speed, vx / speed);
            queue[0] += along > 4 * across ? 1 : 0;
            queue[1]++;
            double dx = sample.x(head) - sample.x(teacher);
            double dy = sample.y(head) - sample.y(teacher);
            double gap = Math.hypot(dx, dy);
            beside[0] += gap < 2 && Math.abs(dx * vx + dy * vy) / (gap * speed) < 0.5 ? 1 : 0;
            beside[1]++;
        });
        assertThat(distance(crowd, teacher, waypoint(scenario, "Museum door"))).as("the teacher from the museum door at the end, m").isLessThan(3);
        assertThat(queue[1]).as("samples with the teacher walking").isGreaterThan(50);
        assertThat((double) queue[0] / queue[1]).as("share of walking samples with the class a queue (4 times longer than wide)").isGreaterThan(0.8);
        assertThat((double) beside[0] / beside[1]).as("share of walking samples with the head beside the teacher").isGreaterThan(0.7);
        for (int student : students) {
            assertThat(Math.hypot(crowd.x(student) - crowd.x(teacher), crowd.y(student) - crowd.y(teacher)))
                    .as("%s from the teacher at the end, m", scenario.getAgents().get(student).getName()).isLessThan(14);
        }
    }

    @Test
    void studentsWithoutATeacherStand() {
        Scenario scenario = PaperExamples.read("students-and-teachers");
        Agent teacher = PaperExamples.agent(scenario, "Teacher");
        scenario.getRelations().removeIf(relation -> relation.getFrom() == teacher || relation.getTo() == teacher);
        scenario.getAgents().remove(teacher);
        double[] fastest = {0};
        run(scenario, 30, 5, crowd -> {
            for (int id = 0; id < crowd.size(); id++) {
                fastest[0] = Math.max(fastest[0], Math.hypot(crowd.vx(id), crowd.vy(id)));
            }
        });
        assertThat(fastest[0]).as("the fastest student without a teacher, m/s").isLessThan(0.2);
    }

    /** "Two large groups cross from opposite kerbs in queue formation, pass each other in lanes and line up again on the far pavement." */
    @Test
    void crosswalkGroupsPassEachOtherInLanesAndLineUpOnTheFarPavement() {
        Scenario scenario = PaperExamples.read("crosswalk");
        long[] ownWay = new long[2];
        Crowd crowd = run(scenario, scenario.getSettings().getDuration(), 5, sample -> {
            for (int id = 0; id < sample.size(); id++) {
                if (Math.abs(sample.y(id) - 12) < 5 && Math.hypot(sample.vx(id), sample.vy(id)) > 0.5) {
                    int ahead = nearestAhead(sample, id, 2);
                    if (ahead >= 0) {
                        ownWay[0] += sample.vy(ahead) * sample.vy(id) > 0 ? 1 : 0;
                        ownWay[1]++;
                    }
                }
            }
        });
        for (Agent walker : scenario.getAgents()) {
            int id = scenario.getAgents().indexOf(walker);
            Waypoint place = (Waypoint) walker.getGoals().get(0);
            boolean northbound = place.getPosition().getY() > 12;
            assertThat(northbound ? crowd.y(id) : -crowd.y(id)).as("%s across the road at the end: its y, m (south: minus)", walker.getName())
                    .isGreaterThan(northbound ? 18 : -6);
            assertThat(distance(crowd, id, place)).as("%s from its place on the far pavement at the end, m", walker.getName()).isLessThan(2.5);
        }
        assertThat((double) ownWay[0] / ownWay[1]).as("share of crossing walkers whose nearest ahead walks their way: lanes, not head-on")
                .isGreaterThan(0.8);
    }

    /** "A square of 16 walkers becomes a queue to pass a narrow corridor, then a square again." */
    @Test
    void squareBecomesAQueueForTheCorridorThenASquareAgain() {
        Scenario scenario = PaperExamples.read("square-to-queue");
        int[] walkers = GroupMeasures.firstIds(16);
        List<double[]> extents = new ArrayList<>();
        Crowd crowd = run(scenario, scenario.getSettings().getDuration(), 10, sample -> extents.add(
                new double[] {extent(sample, walkers, 1, 0), extent(sample, walkers, 0, 1), meanX(sample, walkers)}));
        // Sampled every second.
        double[] square = extents.get(2);
        assertThat(square[0]).as("the square at 3 s, length, m").isLessThan(4.5);
        assertThat(square[1]).as("the square at 3 s, width, m").isGreaterThan(2.5);
        // The queue at its longest while the walkers pass the corridor.
        double[] queue = extents.stream().filter(extent -> extent[2] > 28 && extent[2] < 40).max(java.util.Comparator.comparingDouble(extent -> extent[0]))
                .orElseThrow();
        assertThat(queue[0]).as("the queue in the corridor, length, m").isGreaterThan(9);
        assertThat(queue[1]).as("the queue in the corridor, width, m").isLessThan(1.5);
        double[] again = extents.get(50);
        assertThat(again[0]).as("the block again at 50 s, length, m").isLessThan(5);
        assertThat(again[0] / again[1]).as("the block again at 50 s, length over width").isLessThan(3);
        assertThat(GroupMeasures.clusters(crowd, walkers)).as("the walkers at the end: one cluster").hasSize(1);
    }

    /**
     * Groups passing one another in the street make way instead of shouldering through: over ten
     * minutes of walking up and down, few bodies touch and none deeply (before a contact within
     * the step weighed more than keeping up with the group: 351 contacts, 14 cm deep).
     */
    @Test
    void pedestriansPassingOtherGroupsDoNotWalkIntoThem() {
        Scenario scenario = PaperExamples.read("pedestrians-in-small-groups");
        int walkers = scenario.getAgents().size();
        boolean[] touching = new boolean[walkers * walkers];
        int[] contacts = {0};
        double[] deepest = {0};
        run(scenario, 600, 1, crowd -> {
            for (int i = 0; i < walkers; i++) {
                for (int j = i + 1; j < walkers; j++) {
                    double overlap = crowd.radius(i) + crowd.radius(j) - Math.hypot(crowd.x(i) - crowd.x(j), crowd.y(i) - crowd.y(j));
                    contacts[0] += overlap > 0 && !touching[i * walkers + j] ? 1 : 0;
                    touching[i * walkers + j] = overlap > 0;
                    deepest[0] = Math.max(deepest[0], overlap);
                }
            }
        });
        assertThat(contacts[0]).as("bodies that came to touch in 10 minutes").isLessThan(120);
        assertThat(deepest[0]).as("deepest overlap, m").isLessThan(0.08);
    }

    /** "Followers of leader A meet leader B, whom they value more, and switch to B's group." */
    @Test
    void followersSwitchFromLeaderAToLeaderB() {
        Scenario scenario = PaperExamples.read("group-switching");
        int leaderA = PaperExamples.id(scenario, "Leader A");
        int leaderB = PaperExamples.id(scenario, "Leader B");
        int[] followers = IntStream.range(0, scenario.getAgents().size()).filter(id -> id != leaderA && id != leaderB).toArray();
        double[] nearA = {0};
        Crowd crowd = run(scenario, scenario.getSettings().getDuration(), 10, sample -> {
            if (sample.x(leaderA) < 25) {
                nearA[0] = Math.max(nearA[0], Arrays.stream(followers)
                        .mapToDouble(id -> Math.hypot(sample.x(id) - sample.x(leaderA), sample.y(id) - sample.y(leaderA))).max().orElseThrow());
            }
        });
        assertThat(nearA[0]).as("the farthest follower from leader A before they meet B, m").isLessThan(6);
        assertThat(distance(crowd, leaderB, waypoint(scenario, "North"))).as("leader B from the north at the end, m").isLessThan(3);
        assertThat(distance(crowd, leaderA, waypoint(scenario, "East"))).as("leader A from the east at the end, m").isLessThan(3);
        for (int follower : followers) {
            assertThat(Math.hypot(crowd.x(follower) - crowd.x(leaderB), crowd.y(follower) - crowd.y(leaderB)))
                    .as("%s from leader B at the end, m", scenario.getAgents().get(follower).getName()).isLessThan(6);
        }
    }

    /** Same scenario, same seed: the same trajectories bit for bit on any number of threads, and whether or not an agent is inspected. */
    @Test
    void groupsRunBitIdenticallyOnAnyThreadCountAndUnderInspection() {
        Scenario scenario = PaperExamples.read("guided-tourists");
        double[] oneThread = positions(scenario, 1, -1);
        assertThat(positions(scenario, 3, -1)).as("three threads").isEqualTo(oneThread);
        assertThat(positions(scenario, 2, PaperExamples.id(scenario, "Tourist 2. 1"))).as("two threads, a tourist inspected").isEqualTo(oneThread);
    }

    private static double[] positions(Scenario scenario, int threads, int inspected) {
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(threads)) {
            if (inspected >= 0) {
                simulation.inspect(inspected);
            }
            for (int step = 0; step < 400; step++) {
                simulation.step();
            }
            Crowd crowd = simulation.crowd();
            double[] positions = new double[2 * crowd.size()];
            for (int id = 0; id < crowd.size(); id++) {
                positions[2 * id] = crowd.x(id);
                positions[2 * id + 1] = crowd.y(id);
            }
            return positions;
        }
    }

    // ---------------------------------------------------------------- helpers

    /** Runs the scenario for the given time, showing the crowd to {@code sample} every {@code every} steps; returns the crowd at the end. */
    private static Crowd run(Scenario scenario, double seconds, int every, Consumer<Crowd> sample) {
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < seconds - 1e-9) {
                simulation.step();
                if (simulation.stepCount() % every == 0) {
                    sample.accept(simulation.crowd());
                }
            }
            return simulation.crowd();
        }
    }

    private static Waypoint waypoint(Scenario scenario, String name) {
        return scenario.getEnvironment().getPlaces().stream().filter(place -> name.equals(place.getName())).map(Waypoint.class::cast)
                .findFirst().orElseThrow(() -> new AssertionError("no waypoint " + name));
    }

    private static double distance(Crowd crowd, int id, Waypoint waypoint) {
        return Math.hypot(crowd.x(id) - waypoint.getPosition().getX(), crowd.y(id) - waypoint.getPosition().getY());
    }

    private static int[] ids(Scenario scenario, List<Agent> agents) {
        return agents.stream().mapToInt(agent -> scenario.getAgents().indexOf(agent)).toArray();
    }

    /** @return how far the agents reach along the unit direction (dx, dy), centre to centre, m */
    private static double extent(Crowd crowd, int[] ids, double dx, double dy) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int id : ids) {
            double along = crowd.x(id) * dx + crowd.y(id) * dy;
            low = Math.min(low, along);
            high = Math.max(high, along);
        }
        return high - low;
    }

    private static double meanX(Crowd crowd, int[] ids) {
        return Arrays.stream(ids).mapToDouble(crowd::x).average().orElseThrow();
    }

    /** @return the nearest agent within {@code range} m ahead of the agent (within 30° of its way), or −1 */
    private static int nearestAhead(Crowd crowd, int id, double range) {
        double speed = Math.hypot(crowd.vx(id), crowd.vy(id));
        int nearest = -1;
        double best = range;
        for (int other = 0; other < crowd.size(); other++) {
            double dx = crowd.x(other) - crowd.x(id);
            double dy = crowd.y(other) - crowd.y(id);
            double distance = Math.hypot(dx, dy);
            if (other != id && distance < best && (dx * crowd.vx(id) + dy * crowd.vy(id)) / (distance * speed) > Math.cos(Math.PI / 6)) {
                best = distance;
                nearest = other;
            }
        }
        return nearest;
    }
}
