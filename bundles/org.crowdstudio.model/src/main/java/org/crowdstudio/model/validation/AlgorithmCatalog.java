package org.crowdstudio.model.validation;

import java.util.List;
import java.util.Optional;

/**
 * The steering algorithms a runtime knows and the parameters each declares, so that the
 * generically stored algorithm settings can be validated. The engine's algorithm registry provides
 * the real catalog; {@link #NONE} knows no algorithm and checks nothing about them.
 */
@FunctionalInterface
public interface AlgorithmCatalog {

    /** A catalog that knows no algorithm: algorithm settings are not checked. */
    AlgorithmCatalog NONE = algorithmId -> Optional.empty();

    /**
     * @param algorithmId an algorithm identifier
     * @return the parameters it declares, or empty if the algorithm is unknown here
     */
    Optional<List<ParameterSpec>> parametersOf(String algorithmId);

    /** @return whether the catalog knows any algorithm at all */
    default boolean isEmpty() {
        return this == NONE;
    }
}
