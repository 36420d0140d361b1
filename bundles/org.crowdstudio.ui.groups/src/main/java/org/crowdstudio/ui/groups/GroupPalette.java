package org.crowdstudio.ui.groups;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;

/**
 * A colour per group, by its place in the scenario: dark, saturated hues (ColorBrewer's Dark2
 * and Paired) that read as rings around the agents' lighter profile colours.
 */
public final class GroupPalette {

    private static final int[] COLOURS = {0x1B9E77, 0xD95F02, 0x7570B3, 0xE7298A, 0x66A61E, 0xE6AB02, 0xA6761D, 0x1F78B4, 0xB2182B, 0x6A3D9A};

    private final Color[] colours = new Color[COLOURS.length];

    GroupPalette() {
        for (int i = 0; i < COLOURS.length; i++) {
            colours[i] = new Color(rgb(i));
        }
    }

    /** @return the colour the overlay draws the group in */
    public static RGB rgb(int group) {
        int colour = COLOURS[Math.floorMod(group, COLOURS.length)];
        return new RGB(colour >> 16 & 0xFF, colour >> 8 & 0xFF, colour & 0xFF);
    }

    Color colour(int group) {
        return colours[Math.floorMod(group, colours.length)];
    }
}
