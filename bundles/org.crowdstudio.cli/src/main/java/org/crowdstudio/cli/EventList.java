package org.crowdstudio.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.crowdstudio.engine.spi.SimulationEvent;
import org.crowdstudio.model.io.AtomicFileWriter;

/**
 * The events of a run (conversations starting and ending, fire alarms), kept in the order they
 * happened, for {@code simulate --events} and the summary. Written as CSV:
 * {@code time,event,agent_a,agent_b,kind}, with the agent columns empty where an event involves no
 * agent.
 */
final class EventList implements Consumer<SimulationEvent> {

    static final String HEADER = "time,event,agent_a,agent_b,kind";

    private final List<SimulationEvent> events = new ArrayList<>();

    @Override
    public void accept(SimulationEvent event) {
        events.add(event);
    }

    /** @return how many of each event, in the order each first happened */
    Map<String, Integer> counts() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (SimulationEvent event : events) {
            counts.merge(event.event(), 1, Integer::sum);
        }
        return counts;
    }

    /** Replaces the file atomically: an interrupted write leaves the old one. */
    void writeCsv(Path file) throws IOException {
        AtomicFileWriter.write(file, stream -> {
            Writer writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
            writer.write(HEADER);
            writer.write('\n');
            StringBuilder row = new StringBuilder();
            for (SimulationEvent event : events) {
                row.setLength(0);
                row.append(event.time()).append(',').append(field(event.event())).append(',').append(agent(event.agentA())).append(',')
                        .append(agent(event.agentB())).append(',').append(field(event.kind())).append('\n');
                writer.append(row);
            }
            writer.flush();
        });
        Files.deleteIfExists(AtomicFileWriter.backupOf(file));
    }

    private static String agent(int id) {
        return id == SimulationEvent.NO_AGENT ? "" : Integer.toString(id);
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
    private static String field(String text) {
        if (text.indexOf(',') < 0 && text.indexOf('"') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
            return text;
        }
        return '"' + text.replace("\"", "\"\"") + '"';
    }
}
