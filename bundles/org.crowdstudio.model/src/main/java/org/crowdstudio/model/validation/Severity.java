package org.crowdstudio.model.validation;

/** How bad a validation problem is. */
public enum Severity {
    /** The simulation would be meaningless or fail. */
    ERROR,
    /** Suspicious, but the scenario can run. */
    WARNING
}
