package org.crowdstudio.engine.spi;

/** A plug-in's faulty algorithm: its descriptor cannot be read. */
public final class BrokenForTests implements SteeringAlgorithm<VelocitySource> {

    @Override
    public AlgorithmDescriptor<VelocitySource> descriptor() {
        throw new IllegalStateException("descriptor not ready");
    }

    @Override
    public VelocitySource create(Parameters parameters, World world) {
        throw new IllegalStateException("never created");
    }
}
