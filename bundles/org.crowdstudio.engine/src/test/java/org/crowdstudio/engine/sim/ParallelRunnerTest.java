package org.crowdstudio.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicIntegerArray;

import org.junit.jupiter.api.Test;

class ParallelRunnerTest {

    @Test
    void everyChunkRunsExactlyOnceInManyShortRunsAlsoWithMoreThreadsThanChunks() {
        try (ParallelRunner runner = new ParallelRunner(16)) {
            int[] chunkCounts = {1, 2, 3, 5, 16, 40};
            for (int run = 0; run < 3000; run++) {
                int chunks = chunkCounts[run % chunkCounts.length];
                AtomicIntegerArray ran = new AtomicIntegerArray(chunks);
                runner.run(chunks, ran::incrementAndGet);
                for (int chunk = 0; chunk < chunks; chunk++) {
                    assertThat(ran.get(chunk)).as("chunk %d of %d in run %d", chunk, chunks, run).isEqualTo(1);
                }
            }
        }
    }

    @Test
    void aFailingChunkReachesTheCallerAndTheNextRunGoesOn() {
        try (ParallelRunner runner = new ParallelRunner(4)) {
            assertThatThrownBy(() -> runner.run(8, chunk -> {
                if (chunk == 3) {
                    throw new IllegalArgumentException("chunk 3 failed");
                }
            })).isInstanceOf(IllegalArgumentException.class).hasMessage("chunk 3 failed");

            AtomicIntegerArray ran = new AtomicIntegerArray(8);
            runner.run(8, ran::incrementAndGet);
            for (int chunk = 0; chunk < 8; chunk++) {
                assertThat(ran.get(chunk)).as("chunk %d", chunk).isEqualTo(1);
            }
        }
    }

    @Test
    void aRunAskedForInsideAChunkRunsItsChunksOnTheThreadThatAsks() {
        try (ParallelRunner runner = new ParallelRunner(4)) {
            AtomicIntegerArray ran = new AtomicIntegerArray(6 * 5);
            runner.run(6, outer -> {
                Thread asking = Thread.currentThread();
                runner.run(5, inner -> {
                    assertThat(Thread.currentThread()).isSameAs(asking);
                    ran.incrementAndGet(outer * 5 + inner);
                });
            });
            for (int k = 0; k < ran.length(); k++) {
                assertThat(ran.get(k)).as("inner chunk %d of outer chunk %d", k % 5, k / 5).isEqualTo(1);
            }
        }
    }

    @Test
    void anInterruptDuringARunIsKeptForAfterIt() {
        try (ParallelRunner runner = new ParallelRunner(3)) {
            AtomicIntegerArray ran = new AtomicIntegerArray(12);
            Thread.currentThread().interrupt();
            runner.run(12, chunk -> {
                ran.incrementAndGet(chunk);
                if (chunk % 4 == 0) {
                    // Long enough that the caller parks while waiting for the workers.
                    long until = System.nanoTime() + 2_000_000;
                    while (System.nanoTime() < until) {
                        Thread.onSpinWait();
                    }
                }
            });

            assertThat(Thread.interrupted()).as("the caller's interrupt is still set").isTrue();
            for (int chunk = 0; chunk < 12; chunk++) {
                assertThat(ran.get(chunk)).as("chunk %d", chunk).isEqualTo(1);
            }
        }
    }

    @Test
    void closingEndsTheWorkers() throws InterruptedException {
        ParallelRunner runner = new ParallelRunner(6);
        runner.run(1, chunk -> { });
        runner.run(20, chunk -> { });
        assertThat(runner.workersAlive()).isEqualTo(5);

        runner.close();
        long until = System.nanoTime() + 5_000_000_000L;
        while (runner.workersAlive() > 0 && System.nanoTime() < until) {
            Thread.sleep(1);
        }
        assertThat(runner.workersAlive()).as("workers still running after close").isZero();
    }
}
