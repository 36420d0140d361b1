package org.crowdstudio.compiler.anisotropic.learn;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** The trajectory files Crowd Studio reads. */
public enum TrackFormat {

    /** What {@code crowdstudio simulate --out} writes: a header naming at least time, agent_id, x and y, then one line per agent and step. */
    CSV,

    /** What UMANS writes: a folder with one {@code output_<id>.csv} per agent, lines {@code t,x,y} without a header. */
    UMANS,

    /**
     * Tracker output: lines {@code frame,id,x,y}, or the MOT Challenge's
     * {@code frame,id,left,top,width,height,...}, read at the bounding box's bottom centre, where
     * the feet are.
     */
    MOT;

    /** @return the format named, in any case */
    public static TrackFormat named(String name) {
        return valueOf(name.toUpperCase(Locale.ROOT));
    }

    /** @return the format of a file or folder by its contents: a folder is UMANS, a header naming agent_id CSV, else MOT */
    public static TrackFormat detect(Path path) throws IOException {
        if (Files.isDirectory(path)) {
            return UMANS;
        }
        try (BufferedReader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            String first = reader.readLine();
            return first != null && first.toLowerCase(Locale.ROOT).contains("agent_id") ? CSV : MOT;
        }
    }
}
