package org.crowdstudio.steering.anisotropic;

/**
 * An anisotropic field's grid (AF paper §3.2): the environment cut into square cells, each holding
 * a probability distribution over k walking directions. Bin b is centred on the direction
 * 2πb/k, counter-clockwise from +x. A cell whose probabilities are all 0 has no tendency: an agent
 * there keeps its way. Immutable. A cell lists only the directions it offers (a street offers two
 * or four of 16), so an agent's draw looks at those alone, and a large place stays small.
 */
public final class DirectionField {

    private final CellGrid shape;
    /** Cell c offers the directions entries[c] .. entries[c + 1] − 1: their bins and probabilities. */
    private final int[] entries;
    private final byte[] entryBins;
    private final float[] entryProbabilities;

    /**
     * @param probabilities per cell, row by row from the origin's row, k values each; each cell's
     *        sum 1, or all 0 for no tendency
     */
    public DirectionField(CellGrid grid, float[] probabilities) {
        int bins = grid.bins();
        if (probabilities.length != (long) grid.cells() * bins) {
            throw new IllegalArgumentException("a direction field of " + grid.columns() + " × " + grid.rows() + " cells and " + bins + " bins needs "
                    + (long) grid.cells() * bins + " probabilities, not " + probabilities.length);
        }
        this.shape = grid;
        int cells = grid.cells();
        entries = new int[cells + 1];
        int offered = 0;
        for (float probability : probabilities) {
            offered += probability > 0 ? 1 : 0;
        }
        entryBins = new byte[offered];
        entryProbabilities = new float[offered];
        int at = 0;
        for (int cell = 0; cell < cells; cell++) {
            entries[cell] = at;
            for (int bin = 0; bin < bins; bin++) {
                float probability = probabilities[cell * bins + bin];
                if (probability > 0) {
                    entryBins[at] = (byte) bin;
                    entryProbabilities[at++] = probability;
                }
            }
        }
        entries[cells] = at;
    }

    /** @return whether the cell has any direction to offer */
    public boolean hasTendency(int cell) {
        return entries[cell + 1] > entries[cell];
    }

    /** @return P(θ in bin) in the cell */
    public double probability(int cell, int bin) {
        for (int entry = entries[cell]; entry < entries[cell + 1]; entry++) {
            if (entryBins[entry] == bin) {
                return entryProbabilities[entry];
            }
        }
        return 0;
    }

    /** @return the first of the cell's entries: the directions it offers are entries first(cell) .. first(cell + 1) − 1 */
    int firstEntry(int cell) {
        return entries[cell];
    }

    /** @return the bin of an entry */
    int entryBin(int entry) {
        return entryBins[entry];
    }

    /** @return the probability of an entry, above 0 */
    double entryProbability(int entry) {
        return entryProbabilities[entry];
    }

    /** @return the direction bin b is centred on, radians */
    public double binAngle(int bin) {
        return 2 * Math.PI * bin / shape.bins();
    }

    /** @return the bin whose centre is nearest the direction */
    public static int binOf(double angle, int bins) {
        double turns = angle / (2 * Math.PI);
        int bin = (int) Math.floor((turns - Math.floor(turns)) * bins + 0.5);
        return bin == bins ? 0 : bin;
    }

    /**
     * The cell's information entropy (AF paper §4.1, eq. 7): −Σ p log p over its bins, divided by
     * log k so that 0 is a single direction and 1 every direction alike; 0 for a cell without
     * tendency.
     */
    public double entropy(int cell) {
        double sum = 0;
        for (int entry = entries[cell]; entry < entries[cell + 1]; entry++) {
            double p = entryProbabilities[entry];
            sum -= p * Math.log(p);
        }
        return sum / Math.log(shape.bins());
    }

    /** @return where the cells lie and how many bins they have */
    public CellGrid shape() {
        return shape;
    }
}
