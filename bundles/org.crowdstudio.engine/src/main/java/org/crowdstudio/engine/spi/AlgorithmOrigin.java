package org.crowdstudio.engine.spi;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * Which bundle an installed algorithm comes from, and its version: what {@code crowdstudio
 * algorithms} lists and what an error about a faulty plug-in names.
 *
 * @param bundle the bundle's symbolic name, or the jar or folder it was loaded from off OSGi
 * @param version the bundle's version, empty where unknown
 */
public record AlgorithmOrigin(String bundle, String version) {

    /** Where nothing is known: an algorithm registered by hand. */
    public static final AlgorithmOrigin UNKNOWN = new AlgorithmOrigin("(registered directly)", "");

    @Override
    public String toString() {
        return version.isEmpty() ? bundle : bundle + " " + version;
    }

    /**
     * The origin of a class on a plain classpath: the OSGi headers of the jar (or the bundle folder
     * whose {@code target/classes} it is) it was loaded from, else the jar's or folder's name.
     */
    public static AlgorithmOrigin of(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return UNKNOWN;
        }
        try {
            Path location = Path.of(source.getLocation().toURI());
            Manifest manifest = manifest(location);
            if (manifest != null && manifest.getMainAttributes().getValue("Bundle-SymbolicName") != null) {
                Attributes headers = manifest.getMainAttributes();
                String name = headers.getValue("Bundle-SymbolicName").split(";")[0].trim();
                String version = headers.getValue("Bundle-Version");
                return new AlgorithmOrigin(name, version == null ? "" : version.trim());
            }
            return new AlgorithmOrigin(location.getFileName().toString(), "");
        } catch (IOException | URISyntaxException | RuntimeException unreadable) {
            return UNKNOWN;
        }
    }

    private static Manifest manifest(Path location) throws IOException {
        if (Files.isRegularFile(location)) {
            try (JarFile jar = new JarFile(location.toFile())) {
                return jar.getManifest();
            }
        }
        // A bundle built in place: target/classes beside the bundle's META-INF.
        for (Path folder : new Path[] {location, location.getParent() == null ? null : location.getParent().getParent()}) {
            Path file = folder == null ? null : folder.resolve("META-INF/MANIFEST.MF");
            if (file != null && Files.isRegularFile(file)) {
                try (var in = Files.newInputStream(file)) {
                    return new Manifest(in);
                }
            }
        }
        return null;
    }
}
