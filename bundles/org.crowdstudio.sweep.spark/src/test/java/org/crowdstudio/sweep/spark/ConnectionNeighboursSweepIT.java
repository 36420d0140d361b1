package org.crowdstudio.sweep.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The VC paper's n^c analysis (§4.1, Fig. 9) in one command, on embedded Spark: the more
 * connection neighbours, the fewer subgroups SimCFlow's group splits into in the counter-flow,
 * with n^c = 45 keeping it whole.
 */
class ConnectionNeighboursSweepIT {

    private static final String NEIGHBOURS = "profiles[Group member].groupParameters.connectionNeighbours";

    @TempDir
    Path out;

    @Test
    void moreConnectionNeighboursSplitTheGroupIntoFewerSubgroupsAndThePlotShowsIt() throws Exception {
        int exit = SweepMain.run(new String[] {SweepFolders.example("sim-cflow"), "--set", NEIGHBOURS + "=1,3,10,45",
                "--runs", "3",
            "--duration", "35", "--out", out.toString(), "--progress", "none"});

        assertThat(exit).isZero();
        List<List<String>> summary = SweepFolders.table(out.resolve("summary.csv"));
        assertThat(SweepFolders.column(summary, NEIGHBOURS)).containsExactly(1, 3, 10, 45);
        assertThat(SweepFolders.column(summary, "runs")).containsOnly(3);
        double[] subgroups = SweepFolders.column(summary, "group_subgroups_mean_mean");
        assertThat(subgroups[0]).as("n^c = 1: subgroups, mean over the run").isGreaterThan(2.0);
        assertThat(subgroups[0]).isGreaterThan(subgroups[1]);
        assertThat(subgroups[1]).isGreaterThan(subgroups[2]);
        assertThat(subgroups[2]).isGreaterThan(subgroups[3]);
        assertThat(subgroups[3]).as("n^c = 45: one group").isLessThan(1.1);
        assertThat(SweepFolders.column(summary,
                "group_largest_share_mean")[3]).as("n^c = 45: share in the largest cluster").isGreaterThan(0.97);
        List<List<String>> runs = SweepFolders.table(out.resolve("runs.csv"));
        assertThat(runs).hasSize(1 + 12);
        assertThat(runs.get(0)).startsWith("run", "point", NEIGHBOURS, "repeat", "seed", "agents", "steps",
                "simulated_s", "collisions",
                "deepest_overlap_m", "minimum_distance_m", "mean_speed_mps", "at_goal_share");
        assertThat(SweepFolders.column(runs, "seed")).containsExactly(1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3);

        BufferedImage plot = ImageIO.read(out.resolve("plots/group_subgroups_mean-by-connectionNeighbours.png")
                .toFile());
        assertThat(plot.getWidth()).isEqualTo(900);
        String svg = Files.readString(out.resolve("plots/group_subgroups_mean-by-connectionNeighbours.svg"),
                StandardCharsets.UTF_8);
        assertThat(svg).contains("<svg").contains("group_subgroups_mean by connectionNeighbours");
        assertThat(Files.readString(out.resolve("sweep.txt"))).contains("axis=" + NEIGHBOURS
                + "=1,3,10,45").contains("runs=3");
    }
}
