package org.crowdstudio.ui.simulation;

import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Pattern;
import org.eclipse.swt.graphics.Transform;

/**
 * A crowd's agents as one image ({@link AgentRaster}), and where on the canvas it goes.
 *
 * @param image the pixels, null when no agent is in view
 * @param left the canvas pixel of the image's left edge
 * @param top the canvas pixel of its top edge
 */
record CrowdPicture(Image image, int left, int top, int width, int height) {

    /** No agent in view: nothing to draw. */
    static final CrowdPicture NOTHING = new CrowdPicture(null, 0, 0, 0, 0);

    /**
     * Draws the image as a rectangle filled with it: the same pixels as {@code gc.drawImage}, which
     * under GTK first reads the whole image back into an {@link ImageData} (to learn its size),
     * 4–5 ms for 800 × 800 pixels against 0.2 ms for the fill.
     */
    void fill(GC gc) {
        if (image == null) {
            return;
        }
        Device device = gc.getDevice();
        Pattern pattern = new Pattern(device, image);
        Transform before = new Transform(device);
        Transform shifted = new Transform(device);
        Pattern backgroundBefore = gc.getBackgroundPattern();
        try {
            gc.getTransform(before);
            gc.getTransform(shifted);
            // The image's pixels lie on the canvas's from its origin: move that to the corner.
            shifted.translate(left, top);
            gc.setTransform(shifted);
            gc.setBackgroundPattern(pattern);
            gc.fillRectangle(0, 0, width, height);
        } finally {
            gc.setBackgroundPattern(backgroundBefore);
            gc.setTransform(before);
            shifted.dispose();
            before.dispose();
            pattern.dispose();
        }
    }

    void dispose() {
        if (image != null) {
            image.dispose();
        }
    }
}
