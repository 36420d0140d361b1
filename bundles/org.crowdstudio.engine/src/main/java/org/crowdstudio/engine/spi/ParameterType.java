package org.crowdstudio.engine.spi;

/** The kinds of value an algorithm parameter takes. */
public enum ParameterType {
    /** A real number, within a range and in a unit. */
    REAL,
    /** A whole number, within a range. */
    INTEGER,
    /** Yes or no. */
    BOOLEAN,
    /** One of a fixed list of texts. */
    CHOICE,
    /** Free text, e.g. the name of a field. */
    TEXT
}
