package org.crowdstudio.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.compiler.anisotropic.learn.CoordinateMapping;
import org.crowdstudio.compiler.anisotropic.learn.ObservedTrack;
import org.crowdstudio.compiler.anisotropic.learn.TrackFileException;
import org.crowdstudio.compiler.anisotropic.learn.TrackFileReader;
import org.crowdstudio.compiler.anisotropic.learn.TrackFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Trajectory files read for learning a field (AF paper §3.5): each format, and each way a file can be wrong, told by file and line. */
class TrackFileReaderTest {

    @TempDir
    Path folder;

    private final TrackFileReader metres = new TrackFileReader(CoordinateMapping.IDENTITY, 25);

    @Test
    void simulateCsvIsReadByColumnNameWithAgentsInterleavedStepByStep() throws Exception {
        Path file = write("run.csv", """
                step,time,agent_id,x,y,vx,vy,heading
                0,0.0,0,1.0,2.0,0,0,0
                0,0.0,1,5.0,5.0,0,0,0
                1,0.1,0,1.1,2.0,1,0,0
                1,0.1,1,5.0,5.1,0,1,0
                """);

        assertThat(TrackFormat.detect(file)).isEqualTo(TrackFormat.CSV);
        List<ObservedTrack> tracks = metres.read(file, TrackFormat.CSV);

        assertThat(tracks).extracting(ObservedTrack::id).containsExactly("0", "1");
        assertThat(tracks.get(0).xy()).containsExactly(1.0, 2.0, 1.1, 2.0);
        assertThat(tracks.get(1).times()).containsExactly(0.0, 0.1);
    }

    @Test
    void aUmansFolderIsOneTrackPerFileInAgentOrder() throws Exception {
        Path umans = Files.createDirectory(folder.resolve("umans"));
        for (int agent : new int[] {10, 9}) {
            Files.writeString(umans.resolve("output_" + agent + ".csv"), "0,0," + agent + "\n0.5,0.5," + agent + "\n");
        }

        assertThat(TrackFormat.detect(umans)).isEqualTo(TrackFormat.UMANS);
        assertThat(metres.read(umans, TrackFormat.UMANS)).extracting(ObservedTrack::id).as("9 before 10").containsExactly("9", "10");
    }

    @Test
    void aMotChallengeBoxIsReadAtTheFeetAndPixelsBecomeMetresWithYTurnedUp() throws Exception {
        // frame,id,left,top,width,height,conf,x,y,z in pixels of a 1080-row image.
        Path file = write("gt.txt", """
                1,7,100,500,40,100,1,-1,-1,-1
                26,7,150,500,40,100,1,-1,-1,-1
                """);
        TrackFileReader pixels = new TrackFileReader(new CoordinateMapping(0.02, 0, 1080, true), 25);

        ObservedTrack track = pixels.read(file, TrackFormat.detect(file)).getFirst();

        // Feet at (120, 600) then (170, 600): 0.02 m a pixel, 480 pixels above the bottom row.
        assertThat(track.xy()[0]).isCloseTo(2.4, within(1e-9));
        assertThat(track.xy()[1]).isCloseTo(9.6, within(1e-9));
        assertThat(track.xy()[2]).isCloseTo(3.4, within(1e-9));
        assertThat(track.times()[1] - track.times()[0]).as("25 frames at 25 frames a second").isCloseTo(1, within(1e-9));
    }

    @Test
    void everyWrongFileIsToldByFileLineAndWhat() throws Exception {
        assertProblem("step,time,agent_id,x\n0,0,0,1\n", TrackFormat.CSV, 1, "no column 'y'");
        assertProblem("step,time,agent_id,x,y\n0,0,0,1,2\n1,0.1,0,1.1\n", TrackFormat.CSV, 3, "has 4 values");
        assertProblem("step,time,agent_id,x,y\n0,0,0,1,two\n", TrackFormat.CSV, 2, "y is 'two', not a number");
        assertProblem("1,1,0,0\n2,1,NaN,0\n", TrackFormat.MOT, 2, "x is NaN");
        assertProblem("1,1,0,0\n2,1,0.1,0\n3,2,5,5\n", TrackFormat.MOT, 3, "track 2 has a single point");
        assertProblem("1,1,0,0\n2,1,5,0\n", TrackFormat.MOT, 2, "track 1 jumps 5 m in 0.04 s");
        assertProblem("2,1,0,0\n1,1,0.1,0\n", TrackFormat.MOT, 2, "track 1 is at 0.04 s, not after its previous point at 0.08 s");
        assertProblem("1,-1,0,0\n", TrackFormat.MOT, 1, "no identity");
        assertProblem("1,1,0\n", TrackFormat.MOT, 1, "has 3 values");
        assertProblem("", TrackFormat.MOT, 0, "holds no trajectories");
    }

    private void assertProblem(String contents, TrackFormat format, int line, String what) throws Exception {
        Path file = write("tracks.txt", contents);

        TrackFileException problem = catchThrowableOfType(TrackFileException.class, () -> metres.read(file, format));

        assertThat(problem).as(contents).isNotNull();
        assertThat(problem.line()).as(problem.getMessage()).isEqualTo(line);
        assertThat(problem.getMessage()).startsWith(file.toString()).contains(what);
    }

    private Path write(String name, String contents) throws Exception {
        return Files.writeString(folder.resolve(name), contents);
    }
}
