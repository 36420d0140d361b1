package org.crowdstudio.ui.relations;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.ui.relations.GraphLayout.Placement;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/**
 * {@code ./crowdstudio bench-graph}: how fast the relationship graph reads a scenario, lays it out,
 * paints it and answers the pointer, for a 90-member group (the VC paper's SimCFlow) and for
 * 1,000 agents in groups and relations. Painting goes to an off-screen picture of a maximized
 * editor's size, so the figure is the painter's own cost.
 */
public final class GraphBenchmark implements IApplication {

    private static final int LAYOUTS = 5;
    private static final int PAINTS = 40;
    private static final int POINTER_MOVES = 2000;
    private static final int WIDTH = 1200;
    private static final int HEIGHT = 700;

    @Override
    public Object start(IApplicationContext context) {
        Display display = new Display();
        try {
            System.out.println(NLS.bind(Messages.GraphBenchmark_relationshipGraphPaintedAt0, WIDTH, HEIGHT, LAYOUTS, PAINTS));
            // Once unmeasured, so that loading classes is not counted.
            measure(display, null, scenario(90, 90, 0, 0));
            System.out.println(Messages.GraphBenchmark_caseAgentsRelationsReadMs);
            measure(display, Messages.GraphBenchmark_90MemberGroupSimcflow, scenario(90, 90, 0, 0));
            measure(display, Messages.GraphBenchmark_1000Agents21Groups, scenario(1000, 90, 20, 300));
            return EXIT_OK;
        } finally {
            display.dispose();
        }
    }

    /** Measures one case and prints its line; with a null name it only warms up. */
    private static void measure(Display display, String name, Scenario scenario) {
        long started = System.nanoTime();
        GraphContent content = GraphContent.of(scenario, GraphFilter.ALL);
        SocialPicture social = new SocialPicture(scenario);
        double readMillis = (System.nanoTime() - started) / 1e6;
        double[] layouts = new double[LAYOUTS];
        Placement placement = null;
        for (int run = 0; run < LAYOUTS; run++) {
            long start = System.nanoTime();
            placement = GraphLayout.of(content);
            layouts[run] = (System.nanoTime() - start) / 1e6;
        }
        GraphCamera camera = new GraphCamera();
        camera.fit(placement, WIDTH, HEIGHT);
        GraphPainter painter = new GraphPainter(display);
        double[] labelling = new double[LAYOUTS];
        double[] labellingFull = new double[LAYOUTS];
        int shownFull = 0;
        double[] paints = new double[PAINTS];
        Map<Relation, WeightLabels.Label> labels = Map.of();
        Image image = new Image(display, WIDTH, HEIGHT);
        try {
            GC measuring = new GC(image);
            try {
                // Placed as the canvas places them, on the UI thread after each layout and zoom, measured in its font.
                WeightLabels weightLabels = new WeightLabels(text -> measuring.textExtent(text).x);
                for (int run = 0; run < LAYOUTS; run++) {
                    long start = System.nanoTime();
                    labels = weightLabels.place(content, placement, camera.scale(), Set.of(), Map.of());
                    labelling[run] = (System.nanoTime() - start) / 1e6;
                    // Zoomed in to full size, every label of the graph is placed, not only those in sight.
                    start = System.nanoTime();
                    shownFull = weightLabels.place(content, placement, 1, Set.of(), Map.of()).size();
                    labellingFull[run] = (System.nanoTime() - start) / 1e6;
                }
            } finally {
                measuring.dispose();
            }
            GraphPainter.Scene scene = new GraphPainter.Scene(content, placement, labels, social, camera, Set.of(),
                    Set.of(), null, 0, LiveLinks.NONE, new Rectangle(0, 0, WIDTH, HEIGHT));
            for (int run = 0; run < PAINTS; run++) {
                GC gc = new GC(image);
                try {
                    long start = System.nanoTime();
                    painter.paint(gc, scene);
                    paints[run] = (System.nanoTime() - start) / 1e6;
                } finally {
                    gc.dispose();
                }
            }
        } finally {
            image.dispose();
        }
        Random random = new Random(1);
        long start = System.nanoTime();
        int hits = 0;
        for (int move = 0; move < POINTER_MOVES; move++) {
            Object hit = GraphHits.at(placement, labels, camera, random.nextInt(WIDTH), random.nextInt(HEIGHT));
            hits += hit == null ? 0 : 1;
        }
        double pointerMicros = (System.nanoTime() - start) / 1e3 / POINTER_MOVES;
        if (name == null) {
            return;
        }
        System.out.println(String.format(Locale.ROOT,
                "%-38s | %6d | %9d | %7.1f | %9.1f | %6.1f (%4d) | %6.1f (%4d) | %6.1f (%5.1f) | %8.1f%s",
                name, content.agents().size(), content.relations().size(), readMillis, median(layouts),
                median(labelling), labels.size(), median(labellingFull), shownFull, median(paints),
                percentile(paints, 0.95), pointerMicros,
                hits == 0 ? Messages.GraphBenchmark_thePointerHitNothing : ""));
    }

    /** Agents 1..n; the first {@code grouped} in one group; then families of five; random relations between the rest. */
    static Scenario scenario(int agents, int grouped, int families, int relations) {
        ScenarioFactory make = ScenarioFactory.eINSTANCE;
        Scenario scenario = make.createScenario();
        List<Agent> all = new ArrayList<>();
        for (int i = 0; i < agents; i++) {
            Agent agent = make.createAgent();
            agent.setId("agent-" + i);
            agent.setName(NLS.bind(Messages.GraphBenchmark_agent0, (i + 1)));
            scenario.getAgents().add(agent);
            all.add(agent);
        }
        Group big = make.createGroup();
        big.setName(Messages.GraphBenchmark_flow);
        big.getMembers().addAll(all.subList(0, Math.min(grouped, agents)));
        scenario.getGroups().add(big);
        for (int f = 0; f < families; f++) {
            Group family = make.createGroup();
            family.setName(NLS.bind(Messages.GraphBenchmark_family0, (f + 1)));
            int first = grouped + 5 * f;
            family.getMembers().addAll(all.subList(Math.min(first, agents), Math.min(first + 5, agents)));
            family.getLeaders().add(all.get(Math.min(first, agents - 1)));
            scenario.getGroups().add(family);
        }
        Random random = new Random(7);
        for (int r = 0; r < relations; r++) {
            Relation relation = make.createRelation();
            relation.setFrom(all.get(grouped + random.nextInt(agents - grouped)));
            relation.setTo(all.get(random.nextInt(agents)));
            relation.setWeight(0.1 * (1 + random.nextInt(10)));
            scenario.getRelations().add(relation);
        }
        return scenario;
    }

    private static double median(double[] values) {
        return percentile(values, 0.5);
    }

    private static double percentile(double[] values, double fraction) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(fraction * sorted.length))];
    }

    @Override
    public void stop() {
        // runs to its end
    }
}
