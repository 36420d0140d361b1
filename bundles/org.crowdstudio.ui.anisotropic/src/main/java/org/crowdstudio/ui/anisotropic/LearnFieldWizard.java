package org.crowdstudio.ui.anisotropic;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.crowdstudio.compiler.anisotropic.learn.FieldLearning;
import org.crowdstudio.compiler.anisotropic.learn.ObservedTrack;
import org.crowdstudio.compiler.anisotropic.learn.TrackFileException;
import org.crowdstudio.compiler.anisotropic.learn.TrackFileReader;
import org.crowdstudio.compiler.anisotropic.learn.TrackFormat;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.osgi.util.NLS;

/**
 * Learn Field from Trajectories (File menu): reads a trajectory file with progress, off the UI
 * thread, and learns it into a field of the active scenario editor's scenario as one command, so
 * Edit > Undo takes the whole import back and Save writes it. The command line's
 * {@code crowdstudio af learn} does the same to a file.
 */
public final class LearnFieldWizard extends Wizard {

    private final ScenarioEditor editor;
    final TrajectoriesPage page;
    private FieldLearning.Summary learned;

    public LearnFieldWizard(ScenarioEditor editor) {
        this.editor = editor;
        this.page = new TrajectoriesPage(editor.scenario().getAnisotropicFields().stream().map(AnisotropicField::getName).toList());
        setWindowTitle(Messages.LearnFieldHandler_learnFieldFromTrajectories);
        setNeedsProgressMonitor(true);
    }

    @Override
    public void addPages() {
        addPage(page);
    }

    /** What the last finish learned, or null. */
    public FieldLearning.Summary learned() {
        return learned;
    }

    @Override
    public boolean performFinish() {
        Path file = page.trajectories();
        TrackFileReader reader;
        try {
            reader = new TrackFileReader(page.mapping(), page.framesPerSecond());
        } catch (IllegalArgumentException wrong) {
            page.setErrorMessage(wrong.getMessage());
            return false;
        }
        TrackFormat chosen = page.format();
        String fieldName = page.fieldName();
        double cellSize = page.cellSize();
        int bins = page.bins();
        Scenario scenario = editor.scenario();
        String source = FieldLearning.sourceAsSeenFrom(editor.file(), file);
        ProgressRun.Outcome<FieldLearning.Summary> outcome = ProgressRun.run(getContainer(), NLS.bind(Messages.FieldBrushView_reading0,
                file.getFileName()), monitor -> {
            List<ObservedTrack> tracks = read(reader, file, chosen);
            monitor.subTask(String.format(Locale.ROOT, Messages.LearnFieldWizard_learningFieldSFromD, fieldName, tracks.size()));
            try {
                return FieldLearning.prepare(scenario, fieldName, tracks, file.getFileName().toString(), source, cellSize, bins);
            } catch (IllegalArgumentException cannot) {
                throw new IllegalArgumentException("Field '" + fieldName + "': " + cannot.getMessage(), cannot);
            }
        });
        if (outcome.problem() != null) {
            page.setErrorMessage(outcome.problem());
            return false;
        }
        if (outcome.value().isEmpty()) {
            return false;
        }
        learned = outcome.value().get();
        apply(learned, scenario);
        // Shown in the editor, the new field is what the field brush follows.
        editor.getSite().getPage().activate(editor);
        editor.select(learned.field());
        return true;
    }

    /** @throws IllegalArgumentException saying which file and line is wrong, or why it cannot be read */
    private static List<ObservedTrack> read(TrackFileReader reader, Path file, TrackFormat chosen) {
        try {
            return reader.read(file, chosen == null ? TrackFormat.detect(file) : chosen);
        } catch (TrackFileException wrong) {
            throw new IllegalArgumentException(wrong.getMessage(), wrong);
        } catch (IOException unreadable) {
            throw new IllegalArgumentException("Cannot read " + file + ": " + unreadable.getMessage(), unreadable);
        }
    }

    /** One command: the new field, or the set replacing the field's set of the same name. */
    private void apply(FieldLearning.Summary summary, Scenario scenario) {
        EditingDomain domain = editor.getEditingDomain();
        ScenarioPackage model = ScenarioPackage.eINSTANCE;
        CompoundCommand learn = new CompoundCommand(NLS.bind(Messages.LearnFieldWizard_learnFieldFrom0, summary.set().getName()));
        if (summary.created()) {
            learn.append(AddCommand.create(domain, scenario, model.getScenario_AnisotropicFields(), summary.field()));
        } else {
            if (summary.replaced() != null) {
                learn.append(RemoveCommand.create(domain, summary.field(), model.getAnisotropicField_TrajectorySets(), summary.replaced()));
            }
            learn.append(AddCommand.create(domain, summary.field(), model.getAnisotropicField_TrajectorySets(), summary.set()));
        }
        domain.getCommandStack().execute(learn);
    }
}
