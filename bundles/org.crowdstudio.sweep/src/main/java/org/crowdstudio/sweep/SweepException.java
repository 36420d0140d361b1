package org.crowdstudio.sweep;

/** A sweep that cannot be done as asked, with words for the person who asked: what is wrong and where. */
public final class SweepException extends Exception {

    private static final long serialVersionUID = 1L;

    public SweepException(String message) {
        super(message);
    }
}
