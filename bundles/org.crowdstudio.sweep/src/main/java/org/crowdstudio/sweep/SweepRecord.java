package org.crowdstudio.sweep;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.crowdstudio.model.io.AtomicFileWriter;

/**
 * {@code DIR/sweep.txt}: what a sweep was, for people and for programs that read a sweep: the
 * scenario file and a digest of its bytes, each axis with its values in order, the runs per point,
 * the duration, whether trajectories are kept, and where it ran. {@code --resume} refuses to finish
 * a sweep whose scenario, duration or trajectories differ from what the folder's sweep had.
 */
public final class SweepRecord {

    public static final String FILE = "sweep.txt";
    /** What must be the same for a resumed sweep's runs to be the first ones' kin. */
    private static final List<String> SAME_ON_RESUME = List.of("scenario-sha256", "duration", "keep-trajectories");

    private SweepRecord() {
    }

    public static void write(Path folder, Path scenarioFile, SweepScenario sweep, String master) throws IOException {
        StringBuilder text = new StringBuilder("# A Crowd Studio sweep; runs.csv and summary.csv hold its results.\n");
        fields(scenarioFile, sweep, master).forEach((key, value) ->
                text.append(key).append('=').append(value).append('\n'));
        for (SweepAxis axis : sweep.plan().axes()) {
            text.append("axis=").append(axis.path()).append('=').append(String.join(",", axis.values())).append('\n');
        }
        Path file = folder.resolve(FILE);
        AtomicFileWriter.write(file, stream -> stream.write(text.toString().getBytes(StandardCharsets.UTF_8)));
        Files.deleteIfExists(AtomicFileWriter.backupOf(file));
    }

    /**
     * @throws SweepException naming what differs between the folder's sweep and this one
     */
    public static void checkSameSweep(Path folder, SweepScenario sweep) throws SweepException {
        Map<String, String> recorded = read(folder).fields();
        Map<String, String> now = fields(Path.of(sweep.file()), sweep, null);
        for (String key : SAME_ON_RESUME) {
            if (!now.get(key).equals(recorded.get(key))) {
                throw new SweepException(folder + " holds a sweep whose " + key + " was " + recorded.get(key) + ", not "
                        + now.get(key) + ("scenario-sha256".equals(key) ? " (the scenario file changed since)" : "")
                        + "; resume with what it had, or choose another --out");
            }
        }
    }

    /**
     * What a folder's {@code sweep.txt} says.
     *
     * @param fields each field but the axes, by name
     * @param axes the axes, in order
     */
    public record Recorded(Map<String, String> fields, List<SweepAxis> axes) {
    }

    /**
     * @throws SweepException when the folder holds no readable {@code sweep.txt}
     */
    public static Recorded read(Path folder) throws SweepException {
        Map<String, String> fields = new LinkedHashMap<>();
        List<SweepAxis> axes = new ArrayList<>();
        Path file = folder.resolve(FILE);
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                int equals = line.indexOf('=');
                if (line.startsWith("#") || equals <= 0) {
                    continue;
                }
                String key = line.substring(0, equals);
                String value = line.substring(equals + 1);
                if ("axis".equals(key)) {
                    axes.add(SweepAxis.ofValues(value));
                } else {
                    fields.putIfAbsent(key, value);
                }
            }
        } catch (IOException unreadable) {
            throw new SweepException(file + ": cannot be read: " + unreadable);
        } catch (SweepException badAxis) {
            throw new SweepException(file + ": " + badAxis.getMessage());
        }
        return new Recorded(fields, axes);
    }

    private static Map<String, String> fields(Path scenarioFile, SweepScenario sweep, String master) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("scenario", scenarioFile.toAbsolutePath().normalize().toString());
        fields.put("scenario-sha256", sha256(sweep.content()));
        fields.put("runs", Integer.toString(sweep.plan().repeats()));
        fields.put("duration", sweep.duration() > 0 ? Double.toString(sweep.duration()) : "scenario");
        fields.put("keep-trajectories", Boolean.toString(sweep.keepTrajectories()));
        fields.put("master", master == null ? "local" : master);
        return fields;
    }

    /** @return the SHA-256 of the bytes in hexadecimal, as {@code sweep.txt} records a scenario's */
    public static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException everyJavaHasIt) {
            throw new IllegalStateException(everyJavaHasIt);
        }
    }
}
