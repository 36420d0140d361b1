package org.crowdstudio.ui.editor.pages;

import java.util.List;
import java.util.function.Supplier;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.SteeringPipeline;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * A place in a steering pipeline an algorithm fills: the velocity solver, the orientation policy,
 * or one entry of the velocity sources or waypoint modifiers. It finds the stage's settings in the
 * pipeline and makes the command that lets another algorithm (or, where the stage is optional,
 * none) fill it.
 *
 * @param title what the stage is called on the form, e.g. "Velocity Source 2"
 * @param stage the pipeline stage the algorithm must fill
 * @param pipeline the pipeline, asked for on every use
 * @param feature the pipeline's containment that holds the stage's settings
 * @param index the entry of a list-valued feature; ignored for a single one
 */
public record PipelineSlot(String title, Stage<?> stage, Supplier<SteeringPipeline> pipeline, EReference feature, int index) {

    /** The stage's settings now, or null when the stage is empty. */
    public AlgorithmSettings settings() {
        SteeringPipeline current = pipeline.get();
        if (current == null) {
            return null;
        }
        if (feature.isMany()) {
            List<?> entries = (List<?>) current.eGet(feature);
            return index < entries.size() ? (AlgorithmSettings) entries.get(index) : null;
        }
        return (AlgorithmSettings) current.eGet(feature);
    }

    /** Whether the stage may be left empty (a single stage); a list's entries are added and removed instead. */
    public boolean optional() {
        return !feature.isMany();
    }

    /** Whether the stage is one entry of a list (velocity sources, waypoint modifiers), which can be removed. */
    public boolean removable() {
        return feature.isMany();
    }

    /** The command that removes this entry from its list, or null if it is not an entry of one. */
    public Command remove(EditingDomain domain) {
        AlgorithmSettings current = settings();
        return removable() && current != null ? RemoveCommand.create(domain, pipeline.get(), feature, current) : null;
    }

    /**
     * The command that appends a stage filled by the algorithm to a list of the pipeline (a
     * velocity source with weight 1, a waypoint modifier), or null when there is no pipeline.
     */
    public static Command append(EditingDomain domain, SteeringPipeline pipeline, EReference list, AlgorithmDescriptor<?> algorithm) {
        if (pipeline == null || !list.isMany()) {
            return null;
        }
        AlgorithmSettings created = (AlgorithmSettings) EcoreUtil.create(list.getEReferenceType());
        created.setAlgorithmId(algorithm.id());
        return AddCommand.create(domain, pipeline, list, created);
    }

    /** The command that lets the algorithm fill the stage, or empties it when the algorithm is null. */
    public Command choose(EditingDomain domain, AlgorithmDescriptor<?> algorithm) {
        AlgorithmSettings current = settings();
        if (algorithm == null) {
            return optional() && current != null ? SetCommand.create(domain, pipeline.get(), feature, null) : null;
        }
        if (current == null) {
            if (!optional() || pipeline.get() == null) {
                return null;
            }
            AlgorithmSettings created = ScenarioFactory.eINSTANCE.createAlgorithmSettings();
            created.setAlgorithmId(algorithm.id());
            return SetCommand.create(domain, pipeline.get(), feature, created);
        }
        return algorithm.id().equals(current.getAlgorithmId()) ? null : ParameterEdit.chooseAlgorithm(domain, current, algorithm);
    }
}
