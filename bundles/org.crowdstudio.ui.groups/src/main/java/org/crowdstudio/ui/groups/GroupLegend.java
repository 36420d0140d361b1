package org.crowdstudio.ui.groups;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;

/**
 * Names the groups' colours in the canvas's top-left corner, so the artist can tell which ring is
 * which group: a swatch and the name per group, the first few only in a scenario with many.
 */
final class GroupLegend {

    /** Groups listed before "and n more". */
    static final int SHOWN = 12;
    private static final int MARGIN = 8;
    private static final int SWATCH = 10;

    private final GroupPalette palette;
    private final Color paper = new Color(255, 255, 255);
    private final Color ink = new Color(40, 40, 40);

    GroupLegend(GroupPalette palette) {
        this.palette = palette;
    }

    void paint(GC gc, GroupSnapshot groups) {
        int listed = Math.min(SHOWN, groups.groupCount());
        if (listed == 0) {
            return;
        }
        String[] lines = new String[listed + (groups.groupCount() > listed ? 1 : 0)];
        for (int group = 0; group < listed; group++) {
            lines[group] = groups.name(group) == null || groups.name(group).isBlank() ? NLS.bind(Messages.GroupEdits_group0,
                    (group + 1)) : groups.name(group);
        }
        if (lines.length > listed) {
            lines[listed] = "and " + (groups.groupCount() - listed) + " more";
        }
        int lineHeight = Math.max(SWATCH + 2, gc.getFontMetrics().getHeight());
        int width = 0;
        for (String line : lines) {
            Point extent = gc.textExtent(line);
            width = Math.max(width, extent.x);
        }
        gc.setAlpha(220);
        gc.setBackground(paper);
        gc.fillRectangle(MARGIN, MARGIN, MARGIN + SWATCH + width + MARGIN / 2, lines.length * lineHeight + MARGIN);
        gc.setAlpha(255);
        gc.setForeground(ink);
        for (int line = 0; line < lines.length; line++) {
            int top = MARGIN + MARGIN / 2 + line * lineHeight;
            if (line < listed) {
                gc.setBackground(palette.colour(line));
                gc.fillOval(MARGIN + MARGIN / 2, top + (lineHeight - SWATCH) / 2, SWATCH, SWATCH);
            }
            gc.drawText(lines[line], MARGIN + MARGIN + SWATCH, top, SWT.DRAW_TRANSPARENT);
        }
    }
}
