package org.crowdstudio.compiler.fields;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.fields.DiskDomain;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.fields.GuideCurve;
import org.crowdstudio.fields.PaintedCells;
import org.crowdstudio.fields.RectangleDomain;
import org.crowdstudio.fields.SketchedField;
import org.crowdstudio.fields.ZeroPolygon;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.FieldKind;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.ZeroArea;
import org.crowdstudio.model.scenario.ZeroCells;

/**
 * Turns one keyframe of a scenario's interaction field into the grid the simulation samples: its
 * sketch baked over its domain, or the stored grid the artist edited. The compiler and the sketch
 * editor's live preview both use it, so the preview shows exactly what agents will follow.
 */
public final class KeyframeBaker {

    private KeyframeBaker() {
    }

    /**
     * @param field the field the keyframe belongs to (kind, grid size, IDW power, sampling step)
     * @throws IllegalArgumentException naming what is wrong with the keyframe's sketch or stored grid
     */
    public static FieldGrid grid(InteractionField field, Keyframe keyframe) {
        Domain modelDomain = keyframe.getDomain() != null ? keyframe.getDomain() : field.getDomain();
        if (modelDomain == null) {
            throw new IllegalArgumentException("has no domain");
        }
        org.crowdstudio.fields.Domain domain = domain(modelDomain);
        if (keyframe.getBakedGrid() != null) {
            return storedGrid(keyframe.getBakedGrid(), domain);
        }
        boolean orientation = field.getKind() == FieldKind.ORIENTATION;
        SketchedField sketched = new SketchedField(sketch(keyframe.getSketch(), orientation), domain, orientation, field.getIdwPower(),
                field.getSamplingStep());
        return FieldGrid.bake(sketched, field.getGridColumns(), field.getGridRows());
    }

    /** A model polyline or polygon as x y x y ... (the form the field math takes). */
    public static double[] coordinates(List<Vector2> points) {
        return Polygons.of(points);
    }

    /** The runtime form of a model domain. */
    public static org.crowdstudio.fields.Domain domain(Domain domain) {
        Vector2 centre = domain.getCenter();
        double x = centre == null ? 0 : centre.getX();
        double y = centre == null ? 0 : centre.getY();
        return switch (domain) {
            case org.crowdstudio.model.scenario.RectangleDomain rectangle -> new RectangleDomain(x, y, rectangle.getWidth(), rectangle.getHeight());
            case org.crowdstudio.model.scenario.DiskDomain disk -> new DiskDomain(x, y, disk.getRadius());
            default -> throw new IllegalArgumentException("the domain is of an unknown shape");
        };
    }

    private static org.crowdstudio.fields.Sketch sketch(Sketch sketch, boolean orientation) {
        if (sketch == null) {
            throw new IllegalArgumentException("has no sketch");
        }
        List<GuideCurve> curves = new ArrayList<>();
        for (org.crowdstudio.model.scenario.GuideCurve curve : sketch.getGuideCurves()) {
            curves.add(new GuideCurve(Polygons.of(curve.getPoints()), orientation ? 1 : curve.getMagnitude(),
                    curve.getInfluenceDistance()));
        }
        List<ZeroPolygon> polygons = new ArrayList<>();
        List<String> painted = null;
        for (ZeroArea area : sketch.getZeroAreas()) {
            switch (area) {
                case org.crowdstudio.model.scenario.ZeroPolygon polygon -> polygons.add(new ZeroPolygon(Polygons.of(polygon.getVertices())));
                case ZeroCells cells -> painted = union(painted, cells.getRows());
                default -> throw new IllegalArgumentException("a zero area is of an unknown kind");
            }
        }
        return new org.crowdstudio.fields.Sketch(curves, polygons, painted == null ? null : new PaintedCells(painted));
    }

    /** Two paintings on the same grid as one: a cell is painted if either paints it. */
    private static List<String> union(List<String> painted, List<String> more) {
        if (painted == null) {
            return List.copyOf(more);
        }
        if (painted.size() != more.size() || (!more.isEmpty() && painted.get(0).length() != more.get(0).length())) {
            throw new IllegalArgumentException("two painted zero areas have grids of different sizes");
        }
        List<String> union = new ArrayList<>();
        for (int r = 0; r < painted.size(); r++) {
            StringBuilder row = new StringBuilder(painted.get(r));
            for (int c = 0; c < row.length(); c++) {
                if (c < more.get(r).length() && more.get(r).charAt(c) == '#') {
                    row.setCharAt(c, '#');
                }
            }
            union.add(row.toString());
        }
        return union;
    }

    /** A grid as stored: one text row per grid row, cells "vx vy" separated by ";", empty for a hole. */
    private static FieldGrid storedGrid(BakedGrid stored, org.crowdstudio.fields.Domain domain) {
        int columns = stored.getColumns();
        int rows = stored.getRows();
        if (stored.getCells().size() != rows) {
            throw new IllegalArgumentException("the baked grid has " + stored.getCells().size() + " rows of cells, not " + rows);
        }
        double[] vx = new double[Math.max(0, columns * rows)];
        double[] vy = new double[vx.length];
        for (int r = 0; r < rows; r++) {
            String[] cells = stored.getCells().get(r).split(";", -1);
            if (cells.length != columns) {
                throw new IllegalArgumentException("row " + (r + 1) + " of the baked grid has " + cells.length + " cells, not " + columns);
            }
            for (int c = 0; c < columns; c++) {
                String cell = cells[c].trim();
                int i = r * columns + c;
                if (cell.isEmpty()) {
                    vx[i] = Double.NaN;
                    vy[i] = Double.NaN;
                    continue;
                }
                String[] parts = cell.split("\\s+");
                try {
                    if (parts.length != 2) {
                        throw new NumberFormatException();
                    }
                    vx[i] = Double.parseDouble(parts[0]);
                    vy[i] = Double.parseDouble(parts[1]);
                } catch (NumberFormatException notTwoNumbers) {
                    throw new IllegalArgumentException("cell " + (c + 1) + " of row " + (r + 1) + " of the baked grid is '" + cell
                            + "', not two numbers \"vx vy\"");
                }
            }
        }
        return new FieldGrid(domain, columns, rows, vx, vy);
    }
}
