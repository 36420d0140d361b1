package org.crowdstudio.sweep.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkRunsTest {

    @TempDir
    Path jars;

    @Test
    void aClustersExecutorsAreSentCrowdStudiosAndEmfsJarsAndNotSparksOwn() throws Exception {
        for (String name : List.of("org.crowdstudio.engine-0.1.0.jar", "org.eclipse.emf.ecore-2.43.0.jar",
                "spark-core_2.13-4.2.0.jar",
                "scala-library-2.13.16.jar", "jfreechart-1.5.6.jar", "org.crowdstudio.sweep.spark-0.1.0.jar")) {
            Files.createFile(jars.resolve(name));
        }

        List<String> sent = SparkRuns.applicationJars(jars);

        assertThat(sent).hasSize(3).allMatch(uri -> uri.startsWith("file:/"));
        assertThat(sent).anyMatch(uri -> uri.endsWith("/org.crowdstudio.engine-0.1.0.jar"))
                .anyMatch(uri -> uri.endsWith("/org.crowdstudio.sweep.spark-0.1.0.jar"))
                .anyMatch(uri -> uri.endsWith("/org.eclipse.emf.ecore-2.43.0.jar"));
    }
}
