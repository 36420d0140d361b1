package org.crowdstudio.ui;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/** How large the main window opens the first time: later starts restore what the artist left. */
public final class FirstWindowSize {

    private FirstWindowSize() {
    }

    /** Nine tenths of the screen's free area, but no smaller than 1024 × 700 where the screen allows. */
    public static Point of(Rectangle screen) {
        int width = Math.min(screen.width, Math.max(1024, screen.width * 9 / 10));
        int height = Math.min(screen.height, Math.max(700, screen.height * 9 / 10));
        return new Point(width, height);
    }
}
