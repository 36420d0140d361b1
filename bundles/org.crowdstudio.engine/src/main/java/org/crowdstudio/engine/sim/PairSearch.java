package org.crowdstudio.engine.sim;

import java.util.Arrays;
import java.util.function.IntPredicate;

import org.crowdstudio.engine.spatial.UniformGrid;

/**
 * Finds every pair of agents within a distance, in blocks of the grid's cell order spread over
 * the simulation's threads. Each block collects its own pairs; the blocks are joined in order, so
 * the answer is the same for any thread count. A block's buffers are kept for the next search.
 */
final class PairSearch {

    /** Agents per block: enough to amortise hand-out, few enough to balance two threads. */
    private static final int BLOCK = 512;

    private final Crowd crowd;
    private final UniformGrid grid;
    private final ParallelRunner runner;
    private long[][] blockPairs = new long[0][];
    private int[] blockCounts = new int[0];
    private int[][] blockScratch = new int[0][];
    private double radius;
    private IntPredicate among;

    PairSearch(Crowd crowd, UniformGrid grid, ParallelRunner runner) {
        this.crowd = crowd;
        this.grid = grid;
        this.runner = runner;
    }

    /** @see org.crowdstudio.engine.spi.PhaseView#pairsWithin */
    long[] pairsWithin(double radius, IntPredicate among) {
        int blocks = (grid.size() + BLOCK - 1) / BLOCK;
        ensureBlocks(blocks);
        this.radius = radius;
        this.among = among;
        try {
            runner.run(blocks, this::searchBlock);
        } finally {
            this.among = null;
        }
        int total = 0;
        for (int b = 0; b < blocks; b++) {
            total += blockCounts[b];
        }
        long[] pairs = new long[total];
        int at = 0;
        for (int b = 0; b < blocks; b++) {
            System.arraycopy(blockPairs[b], 0, pairs, at, blockCounts[b]);
            at += blockCounts[b];
        }
        return pairs;
    }

    private void searchBlock(int block) {
        long[] pairs = blockPairs[block];
        int count = 0;
        int end = Math.min(grid.size(), (block + 1) * BLOCK);
        for (int s = block * BLOCK; s < end; s++) {
            int id = crowd.idOfSlot[grid.pointInCellOrder(s)];
            if (!among.test(id)) {
                continue;
            }
            int[] later = blockScratch[block];
            int found = grid.laterWithinRadius(s, radius, later);
            if (found > later.length) {
                later = blockScratch[block] = new int[2 * found];
                grid.laterWithinRadius(s, radius, later);
            }
            for (int n = 0; n < found; n++) {
                int other = crowd.idOfSlot[later[n]];
                if (!among.test(other)) {
                    continue;
                }
                if (count == pairs.length) {
                    pairs = blockPairs[block] = Arrays.copyOf(pairs, 2 * count);
                }
                pairs[count++] = id < other ? (long) id << 32 | other : (long) other << 32 | id;
            }
        }
        blockCounts[block] = count;
    }

    private void ensureBlocks(int blocks) {
        if (blockPairs.length >= blocks) {
            return;
        }
        int from = blockPairs.length;
        blockPairs = Arrays.copyOf(blockPairs, blocks);
        blockCounts = Arrays.copyOf(blockCounts, blocks);
        blockScratch = Arrays.copyOf(blockScratch, blocks);
        for (int b = from; b < blocks; b++) {
            blockPairs[b] = new long[64];
            blockScratch[b] = new int[32];
        }
    }
}
