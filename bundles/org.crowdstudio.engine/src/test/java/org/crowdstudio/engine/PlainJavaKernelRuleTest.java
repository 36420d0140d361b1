package org.crowdstudio.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.puppycrawl.tools.checkstyle.Checker;
import com.puppycrawl.tools.checkstyle.ConfigurationLoader;
import com.puppycrawl.tools.checkstyle.ConfigurationLoader.IgnoredModulesOptions;
import com.puppycrawl.tools.checkstyle.PropertiesExpander;
import com.puppycrawl.tools.checkstyle.api.AuditEvent;
import com.puppycrawl.tools.checkstyle.api.AuditListener;
import com.puppycrawl.tools.checkstyle.api.CheckstyleException;

/**
 * The build rule that keeps the kernel plain Java (releng/checkstyle/plain-java-kernel.xml), run
 * on probe sources: it must reject Eclipse, EMF, SWT, OSGi and model imports with a message that
 * says why, and accept the JDK. Also checks the kernel's manifest depends on nothing.
 */
class PlainJavaKernelRuleTest {

    private static final Path RULE = Path.of("../../releng/checkstyle/plain-java-kernel.xml");

    @TempDir
    Path sources;

    @Test
    void rejectsSwtWithAMessageThatExplainsTheRule() throws Exception {
        List<String> errors = check("import org.eclipse.swt.widgets.Shell;");

        assertThat(errors).singleElement().asString()
                .contains("must not import 'org.eclipse.swt.widgets.Shell'")
                .contains("without Eclipse, EMF, SWT and OSGi")
                .contains("docs/ARCHITECTURE.md");
    }

    @Test
    void rejectsEmfEquinoxOsgiAwtAndTheScenarioModel() throws Exception {
        assertThat(check("import org.eclipse.emf.ecore.EObject;")).hasSize(1);
        assertThat(check("import org.eclipse.core.runtime.Platform;")).hasSize(1);
        assertThat(check("import org.osgi.framework.Bundle;")).hasSize(1);
        assertThat(check("import java.awt.Color;")).hasSize(1);
        assertThat(check("import org.crowdstudio.model.Scenario;")).hasSize(1);
    }

    @Test
    void rejectsFullyQualifiedUseWithoutAnImport() throws Exception {
        List<String> errors = check("", "    org.eclipse.swt.widgets.Shell shell;");

        assertThat(errors).singleElement().asString().contains("not even by a fully qualified name");
    }

    @Test
    void acceptsTheJdkAndMentionsInComments() throws Exception {
        assertThat(check("import java.util.List;\nimport java.util.concurrent.ForkJoinPool;",
                "    // unlike org.eclipse.swt.widgets.Shell, this is fine in a comment")).isEmpty();
    }

    @Test
    void theKernelBundleImportsNothingAtRuntime() throws IOException {
        Manifest manifest;
        try (InputStream in = Files.newInputStream(Path.of("META-INF/MANIFEST.MF"))) {
            manifest = new Manifest(in);
        }
        // With no Require-Bundle and no Import-Package the bundle resolves against the JDK only.
        assertThat(manifest.getMainAttributes().getValue("Require-Bundle")).isNull();
        assertThat(manifest.getMainAttributes().getValue("Import-Package")).isNull();
        assertThat(manifest.getMainAttributes().getValue("Bundle-SymbolicName").split(";")[0]).isEqualTo("org.crowdstudio.engine");
    }

    private List<String> check(String imports) throws IOException, CheckstyleException {
        return check(imports, "");
    }

    private List<String> check(String imports, String body) throws IOException, CheckstyleException {
        Path probe = sources.resolve("Probe.java");
        Files.writeString(probe, "package org.crowdstudio.engine;\n\n" + imports + "\n\nclass Probe {\n" + body + "\n}\n");
        Checker checker = new Checker();
        checker.setModuleClassLoader(Checker.class.getClassLoader());
        checker.configure(ConfigurationLoader.loadConfiguration(RULE.toString(), new PropertiesExpander(new Properties()),
                IgnoredModulesOptions.OMIT));
        List<String> errors = new ArrayList<>();
        checker.addListener(new ErrorCollector(errors));
        try {
            checker.process(List.<File>of(probe.toFile()));
        } finally {
            checker.destroy();
        }
        return errors;
    }

    /** Collects the messages of reported violations. */
    private record ErrorCollector(List<String> errors) implements AuditListener {

        @Override
        public void addError(AuditEvent event) {
            errors.add(event.getMessage());
        }

        @Override
        public void auditStarted(AuditEvent event) {
        }

        @Override
        public void auditFinished(AuditEvent event) {
        }

        @Override
        public void fileStarted(AuditEvent event) {
        }

        @Override
        public void fileFinished(AuditEvent event) {
        }

        @Override
        public void addException(AuditEvent event, Throwable throwable) {
            errors.add("exception: " + throwable);
        }
    }
}
