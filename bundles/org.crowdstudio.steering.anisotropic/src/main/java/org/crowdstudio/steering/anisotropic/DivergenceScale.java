package org.crowdstudio.steering.anisotropic;

/**
 * How a per-cell divergence is shown, alike by the command line's map and the workbench's: white
 * where the two fields agree, deepening to red where they have no direction in common, grey where
 * neither has a tendency.
 */
public final class DivergenceScale {

    /** The colour of a cell that was not compared. */
    public static final int NOT_COMPARED = 0x808080;

    private DivergenceScale() {
    }

    /** @return 0xRRGGBB for a divergence in [0, 1], or {@link #NOT_COMPARED} for NaN */
    public static int rgb(double divergence) {
        if (Double.isNaN(divergence)) {
            return NOT_COMPARED;
        }
        int fade = (int) Math.round(255 * (1 - Math.clamp(divergence, 0, 1)));
        return 0xFF0000 | fade << 8 | fade;
    }
}
