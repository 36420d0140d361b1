package org.crowdstudio.sweep.spark;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** Where the driver's jars lie: the launcher says so; else the folder this class was loaded from. */
final class SweepJars {

    static final String PROPERTY = "crowdstudio.sweep.jars";

    private SweepJars() {
    }

    static Path folder() {
        String told = System.getProperty(PROPERTY);
        if (told != null) {
            return Path.of(told);
        }
        try {
            return Path.of(SweepJars.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        } catch (URISyntaxException unexpected) {
            throw new IllegalStateException(unexpected);
        }
    }
}
