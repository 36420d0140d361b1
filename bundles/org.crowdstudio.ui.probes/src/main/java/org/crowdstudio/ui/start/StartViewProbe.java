package org.crowdstudio.ui.start;

import java.nio.file.Path;

import org.eclipse.swt.SWT;

/** What the workbench's tests read and press in StartView; a test fragment, never shipped. */
public final class StartViewProbe {

    private StartViewProbe() {
    }

    /** Opens and plays the example of that file name, as its button does. */
    public static void openAndPlay(StartView startView, String fileName) {
        startView.cards.stream().filter(card -> card.example().fileName().equals(fileName)).findFirst()
                .ifPresent(card -> card.play().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event()));
    }

    /** @return how many examples the gallery shows, and how many have their thumbnails */
    public static int[] examplesShownAndDrawn(StartView startView) {
        long drawn = startView.cards.stream().filter(card -> card.preview()[0] != null).count();
        return new int[] {startView.cards.size(), (int) drawn};
    }

    /** Sends the artist's copies of the examples to a folder of the test's, never the home folder. */
    public static void useExamplesFolder(Path folder) {
        StartView.examplesFolder = folder;
    }
}
