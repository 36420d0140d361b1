package org.crowdstudio.model.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;

import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

/**
 * Writes scenarios as {@code .crowd} files. The same model always gives the same bytes: elements
 * and attributes in metamodel order, one element per line, references by id, numbers in Java's
 * canonical form, no timestamps. Saving stamps the current format version and gives ids to
 * elements that have none.
 */
public final class ScenarioWriter {

    private ScenarioWriter() {
    }

    /**
     * Saves atomically: on any failure the previous file is intact; after success it is kept as
     * {@code <name>.bak}.
     */
    public static void save(Scenario scenario, Path file) throws IOException {
        byte[] content = toBytes(scenario);
        AtomicFileWriter.write(file, out -> out.write(content));
    }

    /** @return the file content for the scenario */
    public static byte[] toBytes(Scenario scenario) throws IOException {
        scenario.setFormatVersion(ScenarioFormat.CURRENT_VERSION);
        ScenarioIds.assignMissing(scenario);
        Resource resource = scenario.eResource();
        if (resource == null) {
            resource = ScenarioFormat.newResourceSet().createResource(URI.createURI("scenario." + ScenarioFormat.FILE_EXTENSION));
            resource.getContents().add(scenario);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        resource.save(bytes, ScenarioFormat.saveOptions());
        return bytes.toByteArray();
    }
}
