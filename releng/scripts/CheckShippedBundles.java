import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Fails the build when the bundles in the built product differ from the committed list: proof that
 * the pinned target platform resolves the same bundles today and in a year. Crowd Studio's own
 * bundles are listed without their build qualifier, which changes with every build.
 *
 * <p>Usage: {@code java CheckShippedBundles.java PRODUCT_PLUGINS_DIR EXPECTED_LIST}. On a
 * difference it prints what was added and removed and writes the actual list beside the product
 * as {@code shipped-bundles.actual.txt}, ready to be reviewed and committed.
 */
public final class CheckShippedBundles {

    private static final String OWN_PREFIX = "org.crowdstudio.";

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java CheckShippedBundles.java PRODUCT_PLUGINS_DIR EXPECTED_LIST");
            System.exit(2);
        }
        Path plugins = Path.of(args[0]);
        Path expectedFile = Path.of(args[1]);
        TreeSet<String> actual = new TreeSet<>();
        try (Stream<Path> entries = Files.list(plugins)) {
            for (Path entry : entries.toList()) {
                actual.add(describe(entry));
            }
        }
        TreeSet<String> expected = new TreeSet<>();
        for (String line : Files.readAllLines(expectedFile)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                expected.add(line.trim());
            }
        }
        if (actual.equals(expected)) {
            System.out.println("Shipped bundles match " + expectedFile.getFileName() + " (" + actual.size() + " bundles).");
            return;
        }
        Path actualFile = plugins.getParent().resolve("shipped-bundles.actual.txt");
        List<String> lines = new ArrayList<>();
        lines.add("# Bundles in the Crowd Studio product: symbolic name and version.");
        lines.add("# Checked by releng/scripts/CheckShippedBundles.java on every build.");
        lines.addAll(actual);
        Files.write(actualFile, lines);
        System.err.println("The product's bundles differ from " + expectedFile + ":");
        actual.stream().filter(bundle -> !expected.contains(bundle)).forEach(bundle -> System.err.println("  + " + bundle));
        expected.stream().filter(bundle -> !actual.contains(bundle)).forEach(bundle -> System.err.println("  - " + bundle));
        System.err.println("If the target platform change is intended, review and commit " + actualFile
                + " as " + expectedFile.getFileName() + ".");
        System.exit(1);
    }

    private static String describe(Path bundle) throws IOException {
        Manifest manifest = readManifest(bundle);
        String name = manifest.getMainAttributes().getValue("Bundle-SymbolicName").split(";")[0].trim();
        String version = manifest.getMainAttributes().getValue("Bundle-Version").trim();
        if (name.startsWith(OWN_PREFIX)) {
            String[] parts = version.split("\\.");
            version = parts[0] + "." + parts[1] + "." + parts[2];
        }
        return name + " " + version;
    }

    private static Manifest readManifest(Path bundle) throws IOException {
        if (Files.isDirectory(bundle)) {
            try (InputStream in = Files.newInputStream(bundle.resolve("META-INF/MANIFEST.MF"))) {
                return new Manifest(in);
            }
        }
        try (JarFile jar = new JarFile(bundle.toFile())) {
            return jar.getManifest();
        }
    }
}
