package org.crowdstudio.model.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Named;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.content.IContentType;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.osgi.framework.Bundle;

/** The scenario model as the installed product sees it: registered, labelled, with its examples. */
class ModelInTheProductTest {

    @Test
    void theScenarioPackageIsRegisteredThroughItsExtension() {
        assertThat(EPackage.Registry.INSTANCE.getEPackage("http://crowdstudio.org/2026/scenario")).isSameAs(ScenarioPackage.eINSTANCE);
    }

    @Test
    void crowdFilesHaveTheirOwnContentType() {
        IContentType type = Platform.getContentTypeManager().findContentTypeFor("museum.crowd");

        assertThat(type).isNotNull();
        assertThat(type.getId()).isEqualTo("org.crowdstudio.model.scenario");
        assertThat(type.getName()).isEqualTo("Scenario File");
    }

    static Stream<EClass> concreteClasses() {
        return ScenarioPackage.eINSTANCE.getEClassifiers().stream().filter(EClass.class::isInstance).map(EClass.class::cast)
                .filter(eClass -> !eClass.isAbstract() && !eClass.isInterface());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("concreteClasses")
    void everyElementHasAReadableLabelAndAnIcon(EClass eClass) throws Exception {
        ComposedAdapterFactory providers = new ComposedAdapterFactory(ComposedAdapterFactory.Descriptor.Registry.INSTANCE);
        EObject element = EcoreUtil.create(eClass);
        if (element instanceof Named named) {
            named.setName("Front door");
        }

        IItemLabelProvider labels = (IItemLabelProvider) providers.adapt(element, IItemLabelProvider.class);

        assertThat(labels).as("item provider of " + eClass.getName()).isNotNull();
        String label = labels.getText(element);
        assertThat(label).isNotBlank().doesNotContain("_UI_").doesNotContain("Impl@");
        if (element instanceof Named) {
            assertThat(label).endsWith("Front door");
        }
        Object image = labels.getImage(element);
        assertThat(image).isInstanceOf(URL.class);
        try (var icon = ((URL) image).openStream()) {
            assertThat(icon.readAllBytes()).hasSizeGreaterThan(20);
        }
        providers.dispose();
    }

    @Test
    void theShippedExamplesAreReadableFromTheInstalledBundle() throws Exception {
        Bundle examples = Platform.getBundle("org.crowdstudio.examples");
        Path folder = Path.of(FileLocator.toFileURL(examples.getEntry("scenarios/")).toURI());
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            files = listing.filter(path -> path.toString().endsWith(".crowd")).sorted().toList();
        }

        assertThat(files).as("the papers' twenty examples and four steering scenes").hasSize(24);
        for (Path file : files) {
            Scenario scenario = new ScenarioReader().read(file);
            assertThat(new ScenarioValidation().validate(scenario)).as(file.getFileName().toString()).isEmpty();
        }
    }
}
