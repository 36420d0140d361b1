package org.crowdstudio.engine.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.StepObserver;

/**
 * Writes trajectories as CSV, one row per agent and recorded step:
 * {@code step,time,agent_id,x,y,vx,vy,heading}, heading in radians. Numbers are written in Java's
 * shortest exact form, so the same run always gives the same bytes. The command line's
 * {@code simulate} and the workbench's recorder write this one format.
 */
public final class TrajectoryCsv implements StepObserver {

    public static final String HEADER = "step,time,agent_id,x,y,vx,vy,heading";

    private final Writer out;
    private final long every;
    private final StringBuilder row = new StringBuilder(128);

    /**
     * Writes the header at once.
     *
     * @param every record every this many steps (step 0, the start, is always recorded)
     */
    public TrajectoryCsv(Writer out, long every) throws IOException {
        this.out = out;
        this.every = every;
        out.write(HEADER);
        out.write('\n');
    }

    @Override
    public void stepped(long step, double time, CrowdState state) {
        if (step % every != 0) {
            return;
        }
        try {
            for (int agent = 0; agent < state.size(); agent++) {
                row.setLength(0);
                row.append(step).append(',').append(time).append(',').append(agent).append(',').append(state.x(agent)).append(',')
                        .append(state.y(agent)).append(',').append(state.vx(agent)).append(',').append(state.vy(agent)).append(',')
                        .append(state.heading(agent)).append('\n');
                out.append(row);
            }
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }
}
