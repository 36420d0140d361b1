package org.crowdstudio.model.io;

import org.w3c.dom.Document;

/**
 * Upgrades a scenario file from one format version to the next, on its XML before the model reads
 * it, so that files written by older Crowd Studio versions keep opening. Migrations run in a chain:
 * a version 1 file meets the 1 → 2 migration, then 2 → 3, and so on up to the current version.
 */
public interface FormatMigration {

    /** @return the version this migration reads; it produces {@code fromVersion() + 1} */
    int fromVersion();

    /**
     * Rewrites the document in place. The root element's {@code formatVersion} is updated by the
     * caller.
     *
     * @param document the file's XML
     */
    void migrate(Document document);
}
