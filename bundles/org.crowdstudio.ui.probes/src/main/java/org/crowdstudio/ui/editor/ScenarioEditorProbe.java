package org.crowdstudio.ui.editor;

import java.util.function.BiConsumer;
import java.util.function.Predicate;

/** What the workbench's tests read and press in ScenarioEditor; a test fragment, never shipped. */
public final class ScenarioEditorProbe {

    private ScenarioEditorProbe() {
    }

    /** Replaces the dialog that asks about a file changed on disk. */
    public static void answerExternalChangesWith(ScenarioEditor scenarioEditor, Predicate<String> answer) {
        scenarioEditor.externalChangeQuestion = answer;
    }

    /** Replaces the dialog that says a save failed (title, message). */
    public static void reportSaveFailuresWith(ScenarioEditor scenarioEditor, BiConsumer<String, String> report) {
        scenarioEditor.saveFailureReport = report;
    }
}
