package org.crowdstudio.steering.navigation;

import java.util.Arrays;

/**
 * A binary min-heap of cells by distance, on primitive arrays: Dijkstra over a few hundred
 * thousand cells pushes about a million entries, which boxed priority queues would make several
 * times slower. A cell may be in it more than once; the caller skips stale entries.
 */
final class CellQueue {

    private double[] keys = new double[1024];
    private int[] cells = new int[1024];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    void push(int cell, double key) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            cells = Arrays.copyOf(cells, size * 2);
        }
        int at = size++;
        while (at > 0) {
            int parent = (at - 1) / 2;
            if (keys[parent] <= key) {
                break;
            }
            keys[at] = keys[parent];
            cells[at] = cells[parent];
            at = parent;
        }
        keys[at] = key;
        cells[at] = cell;
    }

    /** The key of the smallest entry; only while not empty. */
    double peekKey() {
        return keys[0];
    }

    /** Takes out the smallest entry and returns its cell. */
    int pop() {
        int top = cells[0];
        size--;
        double key = keys[size];
        int cell = cells[size];
        int at = 0;
        while (true) {
            int child = 2 * at + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && keys[child + 1] < keys[child]) {
                child++;
            }
            if (keys[child] >= key) {
                break;
            }
            keys[at] = keys[child];
            cells[at] = cells[child];
            at = child;
        }
        keys[at] = key;
        cells[at] = cell;
        return top;
    }
}
