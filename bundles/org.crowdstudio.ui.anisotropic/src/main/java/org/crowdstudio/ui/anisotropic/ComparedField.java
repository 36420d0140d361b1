package org.crowdstudio.ui.anisotropic;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.crowdstudio.compiler.anisotropic.AnisotropicFieldGrids;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.eclipse.osgi.util.NLS;

/** The field of another scenario that the brush compares with: the one of the same name, else the scenario's only field. */
final class ComparedField {

    private ComparedField() {
    }

    /** @throws IllegalArgumentException if the file cannot be read or has no such field, saying which and why */
    static DirectionField read(Path file, String name) {
        List<AnisotropicField> fields;
        try {
            fields = new ScenarioReader().read(file).getAnisotropicFields();
        } catch (ScenarioFileException unreadable) {
            throw new IllegalArgumentException(unreadable.problems().stream().map(FileProblem::toString).collect(Collectors.joining("\n")));
        }
        AnisotropicField field = fields.stream().filter(candidate -> name.equals(candidate.getName())).findFirst()
                .orElse(fields.size() == 1 ? fields.getFirst() : null);
        if (field == null) {
            throw new IllegalArgumentException(NLS.bind(Messages.ComparedField_0HasNoAnisotropicField1, file, name, fields.isEmpty() ? ""
                    : NLS.bind(Messages.ComparedField_itHas0, fields.stream().map(other -> "'" + other.getName() + "'").collect(Collectors.joining(", ")))));
        }
        try {
            return AnisotropicFieldGrids.of(field);
        } catch (IllegalArgumentException invalid) {
            throw new IllegalArgumentException(NLS.bind(Messages.ComparedField_0AnisotropicField12,
                    file, field.getName(), invalid.getMessage()));
        }
    }
}
