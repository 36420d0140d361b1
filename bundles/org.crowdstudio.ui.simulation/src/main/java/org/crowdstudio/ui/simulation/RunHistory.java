package org.crowdstudio.ui.simulation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.crowdstudio.engine.spi.AgentReport;

/**
 * The figures of a run over time, for the plots view: the fraction of agents socialising and
 * walking in pairs, the mean speed, and the measures of the watched pair (the inspected agent and
 * the one watched beside it: their interest, TA paper Fig. 4). Written on the simulation's thread
 * at every step; read as a copy. When full it keeps every second sample, so a long run is kept
 * whole at a coarser resolution and memory stays bounded.
 */
final class RunHistory {

    /** Samples kept before thinning. */
    static final int CAPACITY = 8192;

    /**
     * A copy of the history to draw.
     *
     * @param times simulation time of each sample, s
     * @param socialising fraction of agents talking or walking with a partner
     * @param pairWalking fraction of agents walking with a partner
     * @param meanSpeed mean speed of the agents, m/s
     * @param pairTimes simulation time of each sample of the watched pair
     * @param pairMeasures each measure of the watched pair, by name, one value per pair sample
     * @param together 1 where the pair socialised with each other, 0 elsewhere, per pair sample
     * @param agent the inspected agent, or -1
     * @param counterpart the agent watched beside it, or -1
     */
    record Snapshot(double[] times, double[] socialising, double[] pairWalking, double[] meanSpeed, double[] pairTimes,
            Map<String, double[]> pairMeasures, double[] together, int agent, int counterpart) {
    }

    private double[] times = new double[CAPACITY];
    private double[] socialising = new double[CAPACITY];
    private double[] pairWalking = new double[CAPACITY];
    private double[] meanSpeed = new double[CAPACITY];
    private int size;
    /** Keep one step in this many: doubles each time the history is thinned. */
    private int every = 1;
    private long offered;

    private final List<Double> pairTimes = new ArrayList<>();
    private final Map<String, List<Double>> pairMeasures = new LinkedHashMap<>();
    private final List<Double> together = new ArrayList<>();
    private int agent = -1;
    private int counterpart = -1;
    private int pairEvery = 1;
    private long pairOffered;

    /** Takes a step's frame; the pair's measures if its report is of the watched pair. */
    synchronized void record(Frame frame) {
        if (offered++ % every == 0) {
            if (size == CAPACITY) {
                thin();
            }
            times[size] = frame.time();
            socialising[size] = frame.socialisingFraction();
            pairWalking[size] = frame.pairWalkingFraction();
            meanSpeed[size] = frame.meanSpeed();
            size++;
        }
        AgentReport report = frame.report();
        if (report == null || report.agent() != agent || report.counterpart() != counterpart || counterpart < 0) {
            return;
        }
        if (pairOffered++ % pairEvery == 0) {
            if (pairTimes.size() == CAPACITY) {
                thinPair();
            }
            pairTimes.add(frame.time());
            for (Map.Entry<String, Double> measure : report.measures().entrySet()) {
                List<Double> values = pairMeasures.computeIfAbsent(measure.getKey(), name -> nanUpTo(pairTimes.size() - 1));
                values.add(measure.getValue());
            }
            // A measure a stage stopped writing continues as a gap.
            for (List<Double> values : pairMeasures.values()) {
                while (values.size() < pairTimes.size()) {
                    values.add(Double.NaN);
                }
            }
            together.add(frame.partners()[agent] == counterpart ? 1.0 : 0.0);
        }
    }

    /** A new pair is watched: its history starts afresh. */
    synchronized void watch(int inspected, int other) {
        agent = inspected;
        counterpart = other;
        pairTimes.clear();
        pairMeasures.clear();
        together.clear();
        pairEvery = 1;
        pairOffered = 0;
    }

    synchronized Snapshot snapshot() {
        Map<String, double[]> measures = new LinkedHashMap<>();
        pairMeasures.forEach((name, values) -> measures.put(name, unbox(values)));
        return new Snapshot(Arrays.copyOf(times, size), Arrays.copyOf(socialising, size), Arrays.copyOf(pairWalking, size), Arrays.copyOf(meanSpeed, size),
                unbox(pairTimes), measures, unbox(together), agent, counterpart);
    }

    private void thin() {
        for (int i = 0; i < size / 2; i++) {
            times[i] = times[2 * i];
            socialising[i] = socialising[2 * i];
            pairWalking[i] = pairWalking[2 * i];
            meanSpeed[i] = meanSpeed[2 * i];
        }
        size /= 2;
        every *= 2;
    }

    private void thinPair() {
        thinList(pairTimes);
        thinList(together);
        pairMeasures.values().forEach(RunHistory::thinList);
        pairEvery *= 2;
    }

    private static void thinList(List<Double> values) {
        for (int i = 0; i < values.size() / 2; i++) {
            values.set(i, values.get(2 * i));
        }
        values.subList(values.size() / 2, values.size()).clear();
    }

    private static List<Double> nanUpTo(int count) {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            values.add(Double.NaN);
        }
        return values;
    }

    private static double[] unbox(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
