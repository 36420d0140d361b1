package org.crowdstudio.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.lang.model.SourceVersion;

import org.crowdstudio.engine.spi.Stage;

/**
 * The files of a new algorithm project, as {@code crowdstudio new-algorithm} writes them: the same
 * layout as {@code samples/curiosity} (bundle, tests, feature, site, a scenario that uses it), from
 * the templates beside this class, with the algorithm's names filled in. Placeholders the
 * generator does not know, such as Maven's {@code ${project.basedir}}, are left for Maven.
 */
final class AlgorithmProject {

    /** An algorithm id: lower-case words joined by dashes, as {@code keep-distance}. */
    static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
    private static final Pattern PACKAGE = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");
    private static final Pattern UUID_PLACEHOLDER = Pattern.compile("\\$\\{uuid:([a-z]+)\\}");

    private final String id;
    private final Stage<?> stage;
    private final Map<String, String> values = new LinkedHashMap<>();

    /**
     * @param id the algorithm id, e.g. {@code keep-distance}
     * @param stage the stage it fills
     * @param bundle the bundle's symbolic name and Java package, e.g. {@code com.example.keepdistance}
     * @throws IllegalArgumentException naming what is wrong with the id or the bundle name
     */
    AlgorithmProject(String id, Stage<?> stage, String bundle) {
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("'" + id + "' is not an algorithm id: use lower-case words joined by dashes, such as keep-distance");
        }
        if (!PACKAGE.matcher(bundle).matches() || !SourceVersion.isName(bundle)) {
            throw new IllegalArgumentException("'" + bundle + "' is not a bundle name: use lower-case Java package words joined by dots, none of them a "
                    + "Java keyword, such as com.example." + id.replace("-", "") + " (give one with --bundle)");
        }
        this.id = id;
        this.stage = stage;
        String words = id.replace('-', ' ');
        values.put("id", id);
        values.put("Name", Character.toUpperCase(words.charAt(0)) + words.substring(1));
        values.put("Class", className(id));
        values.put("bundle", bundle);
        values.put("package", bundle);
        values.put("vendor", "Example Crowd Team");
        values.put("stageLabel", stage.label());
        values.put("description", description(stage));
        values.put("pipeline", pipeline(stage, id));
    }

    /** The default bundle name for an id: {@code com.example.keepdistance}. */
    static String defaultBundle(String id) {
        return "com.example." + id.replace("-", "");
    }

    /** @return every file of the project by its path in the project folder, rendered */
    Map<String, String> files() {
        String bundle = values.get("bundle");
        String sources = bundle.replace('.', '/');
        Map<String, String> files = new LinkedHashMap<>();
        files.put("pom.xml", render("pom.xml"));
        files.put(".mvn/maven.config", render("maven.config"));
        files.put("README.md", render("README.md"));
        files.put(bundle + "/pom.xml", render("bundle.pom.xml"));
        files.put(bundle + "/META-INF/MANIFEST.MF", render("MANIFEST.MF"));
        files.put(bundle + "/META-INF/services/org.crowdstudio.engine.spi.SteeringAlgorithm", render("services"));
        files.put(bundle + "/build.properties", render("build.properties"));
        files.put(bundle + "/plugin.xml", render("plugin.xml"));
        files.put(bundle + "/src/main/java/" + sources + "/" + values.get("Class") + "Algorithm.java", render("algorithm-" + stage.id() + ".java"));
        files.put(bundle + ".tests/pom.xml", render("tests.pom.xml"));
        files.put(bundle + ".tests/META-INF/MANIFEST.MF", render("tests.MANIFEST.MF"));
        files.put(bundle + ".tests/build.properties", render("tests.build.properties"));
        files.put(bundle + ".tests/src/test/java/" + sources + "/tests/" + values.get("Class") + "Test.java", render("test.java"));
        files.put(bundle + ".feature/pom.xml", render("feature.pom.xml"));
        files.put(bundle + ".feature/feature.xml", render("feature.xml"));
        files.put(bundle + ".feature/build.properties", render("feature.build.properties"));
        files.put(bundle + ".site/pom.xml", render("site.pom.xml"));
        files.put(bundle + ".site/category.xml", render("category.xml"));
        files.put("scenarios/" + id + ".crowd", render("scenario.crowd"));
        return files;
    }

    private String render(String template) {
        String text = template(template);
        for (Map.Entry<String, String> value : values.entrySet()) {
            text = text.replace("${" + value.getKey() + "}", value.getValue());
        }
        // Stable ids: the same project generated twice is the same, file for file.
        Matcher uuid = UUID_PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (uuid.find()) {
            String name = values.get("bundle") + "/" + uuid.group(1);
            uuid.appendReplacement(out, UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString());
        }
        uuid.appendTail(out);
        return out.toString();
    }

    private static String template(String name) {
        try (InputStream in = AlgorithmProject.class.getResourceAsStream("newalgorithm/" + name + ".tmpl")) {
            if (in == null) {
                throw new IllegalStateException("the template " + name + " is missing from the command line bundle");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    private static String className(String id) {
        StringBuilder name = new StringBuilder();
        for (String word : id.split("-")) {
            name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return name.toString();
    }

    private static String description(Stage<?> stage) {
        return switch (stage.id()) {
            case "velocity-source" -> "walks to the goal at a share of the preferred speed.";
            case "velocity-solver" -> "keeps the preferred velocity, but slows down and edges round an agent ahead closer than its personal space.";
            case "waypoint-modifier" -> "swings out to the side of the straight way to the goal, so that walkers take a gentle curve.";
            default -> "faces partly towards the goal while walking.";
        };
    }

    /** The profile's stages in the scenario: the new algorithm in its place, goal reaching and ORCA in the others. */
    private static String pipeline(Stage<?> stage, String id) {
        String indent = "      ";
        StringBuilder stages = new StringBuilder();
        if (stage == Stage.WAYPOINT_MODIFIER) {
            stages.append(indent).append("<waypointModifiers algorithmId=\"").append(id).append("\"/>\n");
        }
        stages.append(indent).append("<velocitySources algorithmId=\"").append(stage == Stage.VELOCITY_SOURCE ? id : "goal-reaching").append("\"/>\n");
        stages.append(indent).append("<velocitySolver algorithmId=\"").append(stage == Stage.VELOCITY_SOLVER ? id : "orca").append("\"/>\n");
        if (stage == Stage.ORIENTATION) {
            stages.append(indent).append("<orientation algorithmId=\"").append(id).append("\"/>\n");
        }
        return stages.toString();
    }

    /** For messages: the stages by id. */
    static String stageIds() {
        return String.join(", ", Stage.all().stream().map(Stage::id).toList()).toLowerCase(Locale.ROOT);
    }
}
