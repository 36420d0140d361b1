package org.crowdstudio.compiler;

import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.model.validation.AlgorithmCatalog;
import org.crowdstudio.model.validation.ParameterSpec;

/**
 * The engine's algorithm registry as the model's validation sees it: what each installed
 * algorithm declares about its parameters.
 */
public final class RegistryCatalog implements AlgorithmCatalog {

    private final AlgorithmRegistry registry;

    public RegistryCatalog(AlgorithmRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Optional<List<ParameterSpec>> parametersOf(String algorithmId) {
        return registry.find(algorithmId).map(algorithm -> algorithm.descriptor().parameters().stream().map(RegistryCatalog::spec).toList());
    }

    @Override
    public boolean isEmpty() {
        return registry.isEmpty();
    }

    private static ParameterSpec spec(ParameterDescriptor<?> parameter) {
        return switch (parameter.type()) {
            case REAL -> ParameterSpec.real(parameter.id(), parameter.min(), parameter.max(), parameter.unit());
            case INTEGER -> new ParameterSpec(parameter.id(), ParameterSpec.Type.INTEGER, parameter.min(), parameter.max(), List.of(), "");
            case BOOLEAN -> ParameterSpec.bool(parameter.id());
            case CHOICE -> ParameterSpec.text(parameter.id(), parameter.choices().toArray(String[]::new));
            case TEXT -> ParameterSpec.text(parameter.id());
        };
    }
}
