package org.crowdstudio.ui.anisotropic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.steering.anisotropic.AnisotropicScene;
import org.crowdstudio.steering.anisotropic.CellGrid;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.ui.canvas.GridImage;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.crowdstudio.ui.simulation.spi.SimulationOverlay;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;

/**
 * The simulation view's anisotropic-field overlay: the fields the run is steered by, in the AF
 * paper's colours (§4.1), under the crowd, so the artist sees which habit each walker follows. A
 * field does not change during a run, so its colours are worked out once per field and shared by
 * every step's snapshot.
 */
public final class AnisotropicFieldOverlay implements SimulationOverlay<AnisotropicFieldOverlay.Snapshot> {

    /** The overlay's id. */
    public static final String ID = "anisotropic-fields";

    /** What one step shows: each field's grid and colours; the same objects step after step. */
    public record Snapshot(List<DirectionField> fields, List<ImageData> colours) {
    }

    /** Colours by field, kept as long as the run's field is. */
    private final Map<DirectionField, ImageData> colours = Collections.synchronizedMap(new WeakHashMap<>());

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String label() {
        return Messages.AnisotropicFieldOverlay_anisotropicFields;
    }

    @Override
    public String description() {
        return Messages.AnisotropicFieldOverlay_showTheAnisotropicFieldsUnder;
    }

    @Override
    public Snapshot capture(Simulation simulation, CrowdFrame frame) {
        return simulation.world().attachment(AnisotropicScene.class).filter(scene -> !scene.fields().isEmpty()).map(scene -> {
            List<DirectionField> grids = new ArrayList<>();
            List<ImageData> images = new ArrayList<>();
            for (AnisotropicScene.Field field : scene.fields()) {
                grids.add(field.grid());
                images.add(colours.computeIfAbsent(field.grid(), FieldColours::imageOf));
            }
            return new Snapshot(List.copyOf(grids), List.copyOf(images));
        }).orElse(null);
    }

    @Override
    public void paint(GC gc, MetreView view, CrowdFrame frame, Snapshot snapshot) {
        gc.setAlpha(150);
        for (int f = 0; f < snapshot.fields().size(); f++) {
            Image image = new Image(gc.getDevice(), snapshot.colours().get(f));
            try {
                CellGrid cells = snapshot.fields().get(f).shape();
                GridImage.paint(gc, view, cells.originX(), cells.originY(), cells.cellSize(), cells.columns(), cells.rows(), image);
            } finally {
                image.dispose();
            }
        }
        gc.setAlpha(255);
    }
}
