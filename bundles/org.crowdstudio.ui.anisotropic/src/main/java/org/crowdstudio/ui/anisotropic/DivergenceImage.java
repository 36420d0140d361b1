package org.crowdstudio.ui.anisotropic;

import org.crowdstudio.steering.anisotropic.CellGrid;
import org.crowdstudio.steering.anisotropic.DivergenceScale;
import org.crowdstudio.steering.anisotropic.FieldDivergence;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;

/** The per-cell divergence of two fields as an image, in the command line's colours ({@link DivergenceScale}), one pixel per cell, north up. */
final class DivergenceImage {

    private DivergenceImage() {
    }

    static ImageData of(FieldDivergence divergence) {
        CellGrid grid = divergence.first().shape();
        ImageData image = new ImageData(grid.columns(), grid.rows(), 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
        for (int cell = 0; cell < grid.cells(); cell++) {
            image.setPixel(cell % grid.columns(), grid.rows() - 1 - cell / grid.columns(), DivergenceScale.rgb(divergence.cell(cell)));
        }
        return image;
    }
}
