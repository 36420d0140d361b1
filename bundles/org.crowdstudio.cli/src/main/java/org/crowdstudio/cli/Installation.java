package org.crowdstudio.cli;

import java.nio.file.Path;

/**
 * The installed product the command line runs in: where it is and which p2 profile describes it.
 *
 * @param location the product's install folder (with {@code plugins/}, {@code p2/})
 * @param profile the p2 profile id of the installation
 */
public record Installation(Path location, String profile) {
}
