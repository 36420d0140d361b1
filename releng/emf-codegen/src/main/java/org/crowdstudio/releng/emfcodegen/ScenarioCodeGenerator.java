package org.crowdstudio.releng.emfcodegen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/**
 * Generates the scenario model code ({@code org.crowdstudio.model/src-gen}) and its EMF.Edit item
 * providers ({@code org.crowdstudio.model.edit/src-gen}, icons, plugin.xml and plugin.properties)
 * from {@code scenario.genmodel}, with EMF's own generator running outside Eclipse.
 *
 * <p>The generator always writes into a scratch copy of the two bundles, so its output depends on
 * the model alone. In {@code check} mode (every build) the scratch output is compared with the
 * committed files and the build fails if they differ; in {@code write} mode it replaces them.
 *
 * <p>Usage: {@code ScenarioCodeGenerator check|write BUNDLES_DIR WORK_DIR}
 */
public final class ScenarioCodeGenerator {

    private static final String MODEL_BUNDLE = "org.crowdstudio.model";
    private static final String EDIT_BUNDLE = "org.crowdstudio.model.edit";
    private static final String GENMODEL = "model/scenario.genmodel";
    private static final String ECORE = "model/scenario.ecore";

    /** What the generator owns, per bundle; everything else in the bundles is written by hand. */
    private static final List<String> GENERATED_MODEL_PATHS = List.of("src-gen", "plugin.xml", "plugin.properties");
    private static final List<String> GENERATED_EDIT_PATHS = List.of("src-gen", "icons", "plugin.xml", "plugin.properties");

    private ScenarioCodeGenerator() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3 || !Arrays.asList("check", "write").contains(args[0])) {
            throw new IllegalArgumentException("usage: ScenarioCodeGenerator check|write BUNDLES_DIR WORK_DIR");
        }
        Path bundles = Path.of(args[1]).toAbsolutePath().normalize();
        Path work = Path.of(args[2]).toAbsolutePath().normalize();
        generateInto(bundles, work);
        if ("write".equals(args[0])) {
            replaceGenerated(work, bundles);
            System.out.println("Regenerated the scenario model and edit code from " + bundles.resolve(MODEL_BUNDLE).resolve(ECORE));
        } else {
            List<String> differences = differences(work, bundles);
            if (!differences.isEmpty()) {
                throw new IllegalStateException("The committed generated code is out of date with scenario.ecore:\n  "
                        + String.join("\n  ", differences.subList(0, Math.min(20, differences.size())))
                        + (differences.size() > 20 ? "\n  ... and " + (differences.size() - 20) + " more" : "")
                        + "\nRegenerate it with:  ./build process-classes -pl releng/emf-codegen -Dcodegen.mode=write");
            }
            System.out.println("Generated scenario model code is up to date with scenario.ecore.");
        }
    }

    private static void generateInto(Path bundles, Path work) throws IOException {
        deleteRecursively(work);
        Path modelCopy = work.resolve(MODEL_BUNDLE);
        Files.createDirectories(modelCopy.resolve("model"));
        Files.createDirectories(work.resolve(EDIT_BUNDLE));
        for (String file : List.of(GENMODEL, ECORE)) {
            Files.copy(bundles.resolve(MODEL_BUNDLE).resolve(file), modelCopy.resolve(file));
        }

        Resource.Factory.Registry.INSTANCE.getExtensionToFactoryMap().put("*", new EcoreResourceFactoryImpl());
        EPackage.Registry.INSTANCE.put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
        GeneratorAdapterFactory.Descriptor.Registry.INSTANCE.addDescriptor(GenModelPackage.eNS_URI,
                GenModelGeneratorAdapterFactory.DESCRIPTOR);
        ResourceSet resources = new ResourceSetImpl();
        // The genmodel names its output folders as workspace paths; map them to the scratch copies.
        for (String bundle : List.of(MODEL_BUNDLE, EDIT_BUNDLE)) {
            resources.getURIConverter().getURIMap().put(URI.createPlatformResourceURI("/" + bundle + "/", true),
                    URI.createFileURI(work.resolve(bundle) + "/"));
        }
        GenModel genModel = (GenModel) resources.getResource(URI.createFileURI(modelCopy.resolve(GENMODEL).toString()), true)
                .getContents().get(0);
        genModel.reconcile();
        genModel.setCanGenerate(true);
        Generator generator = new Generator();
        generator.setInput(genModel);
        for (String projectType : List.of(GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE, GenBaseGeneratorAdapter.EDIT_PROJECT_TYPE)) {
            Diagnostic result = generator.generate(genModel, projectType, new BasicMonitor());
            if (result.getSeverity() >= Diagnostic.ERROR) {
                throw new IllegalStateException("EMF code generation failed: " + describe(result));
            }
        }
    }

    private static String describe(Diagnostic diagnostic) {
        StringBuilder text = new StringBuilder(String.valueOf(diagnostic.getMessage()));
        for (Diagnostic child : diagnostic.getChildren()) {
            if (child.getSeverity() >= Diagnostic.ERROR) {
                text.append("\n  ").append(child.getMessage());
                if (child.getException() != null) {
                    text.append(": ").append(child.getException());
                }
            }
        }
        return text.toString();
    }

    private static List<String> generatedPaths(String bundle) {
        return MODEL_BUNDLE.equals(bundle) ? GENERATED_MODEL_PATHS : GENERATED_EDIT_PATHS;
    }

    private static void replaceGenerated(Path work, Path bundles) throws IOException {
        for (String bundle : List.of(MODEL_BUNDLE, EDIT_BUNDLE)) {
            for (String path : generatedPaths(bundle)) {
                Path target = bundles.resolve(bundle).resolve(path);
                deleteRecursively(target);
                copyRecursively(work.resolve(bundle).resolve(path), target);
            }
        }
    }

    private static List<String> differences(Path work, Path bundles) throws IOException {
        List<String> differences = new ArrayList<>();
        for (String bundle : List.of(MODEL_BUNDLE, EDIT_BUNDLE)) {
            for (String path : generatedPaths(bundle)) {
                Path generated = work.resolve(bundle).resolve(path);
                Path committed = bundles.resolve(bundle).resolve(path);
                TreeSet<Path> files = new TreeSet<>();
                files.addAll(relativeFiles(generated));
                files.addAll(relativeFiles(committed));
                for (Path file : files) {
                    Path left = generated.resolve(file);
                    Path right = committed.resolve(file);
                    String name = bundle + "/" + (file.toString().isEmpty() ? path : path + "/" + file);
                    if (!Files.exists(right)) {
                        differences.add("missing:  " + name);
                    } else if (!Files.exists(left)) {
                        differences.add("extra:    " + name);
                    } else if (Files.mismatch(left, right) >= 0) {
                        differences.add("changed:  " + name);
                    }
                }
            }
        }
        return differences;
    }

    private static List<Path> relativeFiles(Path root) throws IOException {
        if (!Files.exists(root)) {
            return List.of();
        }
        if (Files.isRegularFile(root)) {
            return List.of(Path.of(""));
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(root::relativize).toList();
        }
    }

    private static void copyRecursively(Path source, Path target) throws IOException {
        if (!Files.exists(source)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(source)) {
            for (Path from : walk.toList()) {
                Path to = target.resolve(source.relativize(from).toString());
                if (Files.isDirectory(from)) {
                    Files.createDirectories(to);
                } else {
                    Files.createDirectories(to.getParent());
                    Files.copy(from, to);
                }
            }
        }
    }

    private static void deleteRecursively(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.delete(path);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
