import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Fails the build when the target platform could float: every Maven location must take no
 * transitive dependencies (includeDependencyDepth="none") and every dependency must name one
 * exact release version (no range, SNAPSHOT, LATEST or RELEASE). Platform POMs declare version
 * ranges, so transitive resolution would pick whatever is newest on the day of the build.
 *
 * <p>Usage: {@code java CheckTargetPinning.java TARGET_FILE}
 */
public final class CheckTargetPinning {

    private static final Pattern EXACT_VERSION = Pattern.compile("\\d+(\\.\\d+)*([.-][0-9A-Za-z_-]+)*");

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: java CheckTargetPinning.java TARGET_FILE");
            System.exit(2);
        }
        Path target = Path.of(args[0]);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder().parse(Files.newInputStream(target));
        List<String> problems = new ArrayList<>();
        NodeList locations = document.getElementsByTagName("location");
        int dependencies = 0;
        for (int i = 0; i < locations.getLength(); i++) {
            Element location = (Element) locations.item(i);
            String label = location.getAttribute("label");
            if (!"Maven".equals(location.getAttribute("type"))) {
                problems.add("location '" + label + "' is of type '" + location.getAttribute("type")
                        + "': only Maven Central is reachable, use a Maven location");
                continue;
            }
            if (!"none".equals(location.getAttribute("includeDependencyDepth"))) {
                problems.add("location '" + label + "' has includeDependencyDepth=\""
                        + location.getAttribute("includeDependencyDepth")
                        + "\": use \"none\" and list every bundle, or transitive ranges float");
            }
            NodeList deps = location.getElementsByTagName("dependency");
            for (int j = 0; j < deps.getLength(); j++) {
                dependencies++;
                Element dependency = (Element) deps.item(j);
                String coordinates = text(dependency, "groupId") + ":" + text(dependency, "artifactId");
                String version = text(dependency, "version");
                boolean floating = version.contains("SNAPSHOT") || version.equals("LATEST") || version.equals("RELEASE");
                if (floating || !EXACT_VERSION.matcher(version).matches()) {
                    problems.add(coordinates + " has version '" + version + "': pin one exact release");
                }
            }
        }
        if (!problems.isEmpty()) {
            System.err.println(target + ": the target platform is not pinned:");
            problems.forEach(problem -> System.err.println("  - " + problem));
            System.exit(1);
        }
        System.out.println(target.getFileName() + ": " + dependencies + " bundles, every one pinned to an exact version.");
    }

    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }
}
