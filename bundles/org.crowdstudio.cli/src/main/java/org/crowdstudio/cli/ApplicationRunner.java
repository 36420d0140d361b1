package org.crowdstudio.cli;

/** Runs another Equinox application, such as the p2 director, inside the running product. */
@FunctionalInterface
public interface ApplicationRunner {

    /**
     * @param applicationId the application's extension id, e.g. {@code org.eclipse.equinox.p2.director}
     * @param args its arguments
     * @return its exit code: 0 for success
     * @throws Exception if the application cannot be found or fails to run
     */
    int run(String applicationId, String[] args) throws Exception;
}
