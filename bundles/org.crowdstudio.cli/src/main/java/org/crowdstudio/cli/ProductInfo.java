package org.crowdstudio.cli;

/**
 * What the command line says about the running product.
 *
 * @param version the release, e.g. {@code 0.1.0}
 * @param build the build qualifier, e.g. {@code v20261121-0544}; empty for a development build
 */
public record ProductInfo(String version, String build) {

    /** The product's name as users see it. */
    public static final String NAME = "Crowd Studio";

    /**
     * Reads a bundle version such as {@code 0.1.0.v20261121-0544} into release and build.
     *
     * @param bundleVersion an OSGi version string: major.minor.micro[.qualifier]
     */
    public static ProductInfo fromBundleVersion(String bundleVersion) {
        String[] parts = bundleVersion.split("\\.", 4);
        if (parts.length < 3) {
            return new ProductInfo(bundleVersion, "");
        }
        String release = parts[0] + "." + parts[1] + "." + parts[2];
        String build = parts.length == 4 && !"qualifier".equals(parts[3]) ? parts[3] : "";
        return new ProductInfo(release, build);
    }

    /** @return e.g. {@code Crowd Studio 0.1.0 (build v20261121-0544)} */
    public String describe() {
        return build.isEmpty() ? NAME + " " + version : NAME + " " + version + " (build " + build + ")";
    }
}
