package org.crowdstudio.compiler.anisotropic.learn;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads trajectory files ({@link TrackFormat}) into tracks in world metres. Strict: a missing
 * column, a value that is not a finite number, a track that goes back in time or jumps faster than
 * anyone walks, and a track of a single point each stop the reading with the file and line.
 * Tracks come in the order their identities first appear.
 */
public final class TrackFileReader {

    /** Metres per second no one walks faster than: a track that does holds two people under one identity. */
    public static final double MAX_SPEED = 10;

    private static final Pattern SEPARATOR = Pattern.compile("\\s*,\\s*|\\s+");
    private static final Pattern UMANS_FILE = Pattern.compile("output_(.+)\\.csv");

    private final CoordinateMapping mapping;
    private final double framesPerSecond;

    /**
     * @param mapping from the file's coordinates to world metres
     * @param framesPerSecond how many frames make a second, for tracker files that count frames
     */
    public TrackFileReader(CoordinateMapping mapping, double framesPerSecond) {
        if (!(framesPerSecond > 0) || Double.isInfinite(framesPerSecond)) {
            throw new IllegalArgumentException("the frame rate must be a positive number of frames per second, not " + framesPerSecond);
        }
        this.mapping = mapping;
        this.framesPerSecond = framesPerSecond;
    }

    /** @throws TrackFileException if the file holds no tracks or a line is wrong, saying where and what */
    public List<ObservedTrack> read(Path path, TrackFormat format) throws IOException, TrackFileException {
        Map<String, TrackBuilder> tracks = new LinkedHashMap<>();
        switch (format) {
            case CSV -> readCsv(path, tracks);
            case MOT -> readMot(path, tracks);
            case UMANS -> readUmans(path, tracks);
        }
        if (tracks.isEmpty()) {
            throw new TrackFileException(path, 0, "holds no trajectories");
        }
        List<ObservedTrack> result = new ArrayList<>(tracks.size());
        for (TrackBuilder track : tracks.values()) {
            result.add(track.build());
        }
        return result;
    }

    private void readCsv(Path path, Map<String, TrackBuilder> tracks) throws IOException, TrackFileException {
        CsvColumns[] columns = new CsvColumns[1];
        forEachLine(path, (number, values) -> {
            if (columns[0] == null) {
                columns[0] = CsvColumns.of(values, path, number);
                return;
            }
            CsvColumns named = columns[0];
            if (values.length < named.needed()) {
                throw new TrackFileException(path, number, "has " + values.length + " values; the header names " + named.names().size() + " ("
                        + String.join(",", named.names()) + ")");
            }
            tracks.computeIfAbsent(values[named.id()], TrackBuilder::new).add(path, number, number(values[named.time()], "time", path, number),
                    mapping.x(number(values[named.x()], "x", path, number)), mapping.y(number(values[named.y()], "y", path, number)));
        });
        if (columns[0] == null) {
            throw new TrackFileException(path, 0, "is empty; expected a header naming time, agent_id, x and y");
        }
    }

    /** Where a CSV header puts the columns read. */
    private record CsvColumns(List<String> names, int time, int id, int x, int y) {

        static CsvColumns of(String[] header, Path path, int line) throws TrackFileException {
            List<String> names = Arrays.stream(header).map(name -> name.toLowerCase(Locale.ROOT)).toList();
            return new CsvColumns(names, column(names, "time", path, line), column(names, "agent_id", path, line), column(names, "x", path, line),
                    column(names, "y", path, line));
        }

        int needed() {
            return Math.max(Math.max(time, id), Math.max(x, y)) + 1;
        }

        private static int column(List<String> names, String name, Path path, int line) throws TrackFileException {
            int index = names.indexOf(name);
            if (index < 0) {
                throw new TrackFileException(path, line, "the header has no column '" + name + "' (it names " + String.join(",", names) + ")");
            }
            return index;
        }
    }

    private void readMot(Path path, Map<String, TrackBuilder> tracks) throws IOException, TrackFileException {
        forEachLine(path, (number, values) -> {
            if (number == 1 && !isNumber(values[0])) {
                return; // a header
            }
            if (values.length < 4 || values.length == 5) {
                throw new TrackFileException(path, number, "has " + values.length + " values; a tracker line is frame,id,x,y or the MOT "
                        + "Challenge's frame,id,left,top,width,height,...");
            }
            double frame = number(values[0], "frame", path, number);
            double identity = number(values[1], "id", path, number);
            if (identity < 0) {
                throw new TrackFileException(path, number, "has no identity (id " + values[1] + "): detections, not tracks, cannot be learned from");
            }
            double x;
            double y;
            if (values.length == 4) {
                x = number(values[2], "x", path, number);
                y = number(values[3], "y", path, number);
            } else {
                // The feet: the bottom centre of the box, in image coordinates.
                x = number(values[2], "left", path, number) + number(values[4], "width", path, number) / 2;
                y = number(values[3], "top", path, number) + number(values[5], "height", path, number);
            }
            String id = identity == Math.rint(identity) ? Long.toString((long) identity) : values[1];
            tracks.computeIfAbsent(id, TrackBuilder::new).add(path, number, frame / framesPerSecond, mapping.x(x), mapping.y(y));
        });
    }

    private void readUmans(Path folder, Map<String, TrackBuilder> tracks) throws IOException, TrackFileException {
        List<Path> files;
        try (Stream<Path> listed = Files.list(folder)) {
            files = listed.filter(file -> UMANS_FILE.matcher(file.getFileName().toString()).matches()).sorted(BY_AGENT).toList();
        }
        if (files.isEmpty()) {
            throw new TrackFileException(folder, 0, "holds no output_<id>.csv files, as UMANS writes them");
        }
        for (Path file : files) {
            Matcher name = UMANS_FILE.matcher(file.getFileName().toString());
            name.matches();
            TrackBuilder track = new TrackBuilder(name.group(1));
            tracks.put(track.id, track);
            forEachLine(file, (number, values) -> {
                if (values.length < 3) {
                    throw new TrackFileException(file, number, "has " + values.length + " values; a UMANS line is t,x,y");
                }
                track.add(file, number, number(values[0], "t", file, number), mapping.x(number(values[1], "x", file, number)),
                        mapping.y(number(values[2], "y", file, number)));
            });
            if (track.size == 0) {
                throw new TrackFileException(file, 0, "is empty; a UMANS file holds one agent's t,x,y lines");
            }
        }
    }

    /** What is done with a line that is not blank, given its number from 1 and its values. */
    @FunctionalInterface
    private interface LineReader {
        void read(int number, String[] values) throws TrackFileException;
    }

    private static void forEachLine(Path path, LineReader reader) throws IOException, TrackFileException {
        try (BufferedReader lines = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            String line;
            int number = 0;
            while ((line = lines.readLine()) != null) {
                number++;
                if (!line.isBlank()) {
                    reader.read(number, SEPARATOR.split(line.trim()));
                }
            }
        }
    }

    /** UMANS files by agent number, so agent 10 comes after agent 9; names that are not numbers after, by name. */
    private static final Comparator<Path> BY_AGENT = Comparator.comparing((Path file) -> {
        Matcher name = UMANS_FILE.matcher(file.getFileName().toString());
        name.matches();
        String id = name.group(1);
        return id.chars().allMatch(Character::isDigit) && id.length() < 18 ? Long.parseLong(id) : Long.MAX_VALUE;
    }).thenComparing(file -> file.getFileName().toString());

    private static boolean isNumber(String text) {
        try {
            Double.parseDouble(text);
            return true;
        } catch (NumberFormatException notANumber) {
            return false;
        }
    }

    private static double number(String text, String column, Path path, int line) throws TrackFileException {
        double value;
        try {
            value = Double.parseDouble(text);
        } catch (NumberFormatException notANumber) {
            throw new TrackFileException(path, line, column + " is '" + text + "', not a number");
        }
        if (!Double.isFinite(value)) {
            throw new TrackFileException(path, line, column + " is " + text + "; a position or time must be a finite number");
        }
        return value;
    }

    /** One identity's points as they are read, checked as they come. */
    private static final class TrackBuilder {

        private final String id;
        private double[] times = new double[16];
        private double[] xy = new double[32];
        private int size;
        private int firstLine;
        private Path firstFile;

        TrackBuilder(String id) {
            this.id = id;
        }

        void add(Path file, int line, double time, double x, double y) throws TrackFileException {
            if (size > 0) {
                double last = times[size - 1];
                if (time <= last) {
                    throw new TrackFileException(file, line, "track " + id + " is at " + format(time) + " s, not after its previous point at "
                            + format(last) + " s; a track's points must go forward in time");
                }
                double distance = Math.hypot(x - xy[2 * size - 2], y - xy[2 * size - 1]);
                double speed = distance / (time - last);
                if (speed > MAX_SPEED) {
                    throw new TrackFileException(file, line, "track " + id + " jumps " + format(distance) + " m in " + format(time - last) + " s ("
                            + format(speed) + " m/s; no one walks faster than " + format(MAX_SPEED) + " m/s): two people under one id, "
                            + "or a scale that is not metres");
                }
            } else {
                firstLine = line;
                firstFile = file;
            }
            if (size == times.length) {
                times = Arrays.copyOf(times, 2 * size);
                xy = Arrays.copyOf(xy, 4 * size);
            }
            times[size] = time;
            xy[2 * size] = x;
            xy[2 * size + 1] = y;
            size++;
        }

        ObservedTrack build() throws TrackFileException {
            if (size < 2) {
                throw new TrackFileException(firstFile, firstLine, "track " + id + " has a single point; a direction needs at least two");
            }
            return new ObservedTrack(id, Arrays.copyOf(times, size), Arrays.copyOf(xy, 2 * size));
        }

        private static String format(double value) {
            return String.format(Locale.ROOT, "%.3f", value).replaceAll("\\.?0+$", "");
        }
    }
}
