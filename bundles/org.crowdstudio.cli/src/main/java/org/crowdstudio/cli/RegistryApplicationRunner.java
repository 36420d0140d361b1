package org.crowdstudio.cli;

import java.util.Map;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtension;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.Bundle;

/**
 * Runs an application contributed to {@code org.eclipse.core.runtime.applications} in this
 * process, handing it the given arguments, as the launcher would have with {@code -application}.
 */
final class RegistryApplicationRunner implements ApplicationRunner {

    private static final String APPLICATIONS_POINT = "org.eclipse.core.runtime.applications";

    @Override
    public int run(String applicationId, String[] args) throws Exception {
        IExtension extension = RegistryFactory.getRegistry().getExtension(APPLICATIONS_POINT, applicationId);
        if (extension == null) {
            throw new IllegalStateException("the application " + applicationId + " is not installed");
        }
        Object result = create(extension).start(new ArgumentsContext(args));
        return result instanceof Integer code ? code : 0;
    }

    private static IApplication create(IExtension extension) throws CoreException {
        for (IConfigurationElement application : extension.getConfigurationElements()) {
            for (IConfigurationElement run : application.getChildren("run")) {
                return (IApplication) run.createExecutableExtension("class");
            }
        }
        throw new IllegalStateException("the application " + extension.getUniqueIdentifier() + " declares no class to run");
    }

    /** An application context that carries arguments and no branding. */
    private record ArgumentsContext(String[] args) implements IApplicationContext {

        @Override
        public Map<String, Object> getArguments() {
            return Map.of(IApplicationContext.APPLICATION_ARGS, args);
        }

        @Override
        public void applicationRunning() {
            // Nothing waits for a splash screen here.
        }

        @Override
        public String getBrandingApplication() {
            return null;
        }

        @Override
        public String getBrandingName() {
            return null;
        }

        @Override
        public String getBrandingDescription() {
            return null;
        }

        @Override
        public String getBrandingId() {
            return null;
        }

        @Override
        public String getBrandingProperty(String key) {
            return null;
        }

        @Override
        public Bundle getBrandingBundle() {
            return null;
        }

        @Override
        public void setResult(Object result, IApplication application) {
            // Only used by applications started asynchronously.
        }
    }
}
