package org.crowdstudio.ui.navigator;

import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.model.diff.Change;
import org.crowdstudio.model.diff.ScenarioDiff;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;

/**
 * Two scenario files compared element by element, matched by id, as {@code crowdstudio diff}
 * does: what changed from the first to the second, or why they cannot be compared.
 *
 * @param first the earlier file
 * @param second the later file
 * @param changes the differences, empty when equal or when they cannot be compared
 * @param problem why they cannot be compared (a file unreadable, ids that do not match), or null
 */
record ScenarioComparison(Path first, Path second, List<Change> changes, String problem) {

    static ScenarioComparison of(Path first, Path second) {
        try {
            return new ScenarioComparison(first, second, ScenarioDiff.compare(new ScenarioReader().read(first), new ScenarioReader().read(second)),
                    null);
        } catch (ScenarioFileException unreadable) {
            StringBuilder problems = new StringBuilder();
            for (FileProblem problem : unreadable.problems()) {
                problems.append(problem).append('\n');
            }
            return new ScenarioComparison(first, second, List.of(), problems.toString().strip());
        } catch (IllegalArgumentException unmatchable) {
            return new ScenarioComparison(first, second, List.of(), NLS.bind(Messages.ScenarioComparison_cannotCompareThem0,
                    unmatchable.getMessage()));
        }
    }
}
