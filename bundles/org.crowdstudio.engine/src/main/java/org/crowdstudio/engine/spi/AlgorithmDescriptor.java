package org.crowdstudio.engine.spi;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a steering algorithm declares about itself.
 *
 * @param <T> the runtime interface of its stage
 * @param id identifier used in scenario files, e.g. {@code orca}; unique among installed algorithms
 * @param stage the pipeline stage it fills
 * @param name display name, e.g. {@code ORCA}
 * @param description what it does, for people
 * @param parameters the parameters it takes, each declared once as a constant its {@code create} reads
 * @param inNewProfiles whether a new behaviour profile starts with this stage in its pipeline, as
 *        goal reaching, navigation and ORCA do; the artist may take it out again
 */
public record AlgorithmDescriptor<T>(String id, Stage<T> stage, String name, String description, List<ParameterDescriptor<?>> parameters,
        boolean inNewProfiles) {

    public AlgorithmDescriptor {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("an algorithm needs an id");
        }
        if (stage == null) {
            throw new IllegalArgumentException("algorithm " + id + " needs a stage");
        }
        parameters = List.copyOf(parameters);
        Set<String> seen = new HashSet<>();
        for (ParameterDescriptor<?> parameter : parameters) {
            if (!seen.add(parameter.id())) {
                throw new IllegalArgumentException("algorithm " + id + " declares parameter " + parameter.id() + " twice");
            }
        }
    }

    /** An algorithm that new profiles do not start with. */
    public AlgorithmDescriptor(String id, Stage<T> stage, String name, String description, List<ParameterDescriptor<?>> parameters) {
        this(id, stage, name, description, parameters, false);
    }

    /** @return the same description, with new profiles starting with this stage */
    public AlgorithmDescriptor<T> includedInNewProfiles() {
        return new AlgorithmDescriptor<>(id, stage, name, description, parameters, true);
    }

    /** @return the declared parameter with this id, if any */
    public Optional<ParameterDescriptor<?>> parameter(String parameterId) {
        return parameters.stream().filter(parameter -> parameter.id().equals(parameterId)).findFirst();
    }
}
