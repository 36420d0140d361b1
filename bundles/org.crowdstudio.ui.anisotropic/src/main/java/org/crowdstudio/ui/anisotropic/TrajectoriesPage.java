package org.crowdstudio.ui.anisotropic;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.compiler.anisotropic.learn.CoordinateMapping;
import org.crowdstudio.compiler.anisotropic.learn.TrackFormat;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * What to learn from and into: the trajectory file or UMANS folder, its format, how its
 * coordinates become metres, and the field (an existing one, or a new one with its cell size and
 * bins). The same choices as {@code crowdstudio af learn}.
 */
final class TrajectoriesPage extends WizardPage {

    static final String DETECT = Messages.TrajectoriesPage_tellByTheContents;

    private final List<String> fieldNames;
    Text trajectories;
    Combo format;
    Combo field;
    private Text scale;
    private Text originX;
    private Text originY;
    private Button flipY;
    private Text framesPerSecond;
    private Text cellSize;
    private Text bins;

    TrajectoriesPage(List<String> fieldNames) {
        super("trajectories");
        this.fieldNames = fieldNames;
        setTitle(Messages.TrajectoriesPage_learnAnAnisotropicFieldFrom);
        setDescription(Messages.TrajectoriesPage_observedPathsBecomeATrajectory);
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(4, false));
        new Label(page, SWT.NONE).setText("&Trajectories:");
        trajectories = new Text(page, SWT.BORDER);
        trajectories.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button file = new Button(page, SWT.PUSH);
        file.setText("&File...");
        file.addListener(SWT.Selection, event -> {
            FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
            dialog.setFilterExtensions(new String[] {"*.csv;*.txt", "*"});
            String chosen = dialog.open();
            if (chosen != null) {
                trajectories.setText(chosen);
            }
        });
        Button umans = new Button(page, SWT.PUSH);
        umans.setText("F&older...");
        umans.setToolTipText(Messages.TrajectoriesPage_aUmansFolderOneOutput);
        umans.addListener(SWT.Selection, event -> {
            String chosen = new DirectoryDialog(getShell()).open();
            if (chosen != null) {
                trajectories.setText(chosen);
            }
        });
        new Label(page, SWT.NONE).setText("F&ormat:");
        format = new Combo(page, SWT.READ_ONLY);
        format.setItems(DETECT, Messages.TrajectoriesPage_csvCrowdstudioSimulateOut,
                Messages.TrajectoriesPage_umansAFolderOfT, Messages.TrajectoriesPage_motFrameIdXY);
        format.select(0);
        format.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        new Label(page, SWT.NONE).setText(Messages.TrajectoriesPage_fiEld);
        field = new Combo(page, SWT.DROP_DOWN);
        field.setItems(fieldNames.toArray(String[]::new));
        field.setText(fieldNames.isEmpty() ? Messages.TrajectoriesPage_learned : fieldNames.getFirst());
        field.setToolTipText(Messages.TrajectoriesPage_anExistingFieldGainsThe);
        field.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));

        Group pixels = group(page, Messages.TrajectoriesPage_fromTheFileSUnits);
        scale = number(pixels, Messages.TrajectoriesPage_metresPerUnit, "1");
        framesPerSecond = number(pixels, Messages.TrajectoriesPage_framesPerSecond, "25");
        originX = number(pixels, Messages.TrajectoriesPage_originX, "0");
        originY = number(pixels, Messages.TrajectoriesPage_originY, "0");
        flipY = new Button(pixels, SWT.CHECK);
        flipY.setText(Messages.TrajectoriesPage_yGrowsDownwardsImageRows);
        flipY.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));

        Group grid = group(page, Messages.TrajectoriesPage_aNewFieldSGrid);
        cellSize = number(grid, Messages.TrajectoriesPage_cellSizeM, "0.1");
        bins = number(grid, Messages.TrajectoriesPage_directionBins, "16");
        for (Text text : List.of(trajectories, scale, framesPerSecond, originX, originY, cellSize, bins)) {
            text.addListener(SWT.Modify, event -> check());
        }
        field.addListener(SWT.Modify, event -> check());
        setControl(page);
        check();
    }

    private static Group group(Composite page, String title) {
        Group group = new Group(page, SWT.NONE);
        group.setText(title);
        group.setLayout(new GridLayout(4, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        return group;
    }

    private static Text number(Composite parent, String label, String value) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER);
        text.setText(value);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return text;
    }

    Path trajectories() {
        return Path.of(trajectories.getText().trim());
    }

    /** @return the format chosen, or null to tell it by the contents */
    TrackFormat format() {
        return format.getSelectionIndex() <= 0 ? null : TrackFormat.named(format.getText().substring(0, format.getText().indexOf(':')));
    }

    String fieldName() {
        return field.getText().trim();
    }

    CoordinateMapping mapping() {
        return new CoordinateMapping(value(scale), value(originX), value(originY), flipY.getSelection());
    }

    double framesPerSecond() {
        return value(framesPerSecond);
    }

    double cellSize() {
        return value(cellSize);
    }

    int bins() {
        return (int) value(bins);
    }

    void check() {
        String problem = null;
        String path = trajectories.getText().trim();
        if (path.isEmpty()) {
            problem = Messages.TrajectoriesPage_chooseATrajectoryFileOr;
        } else if (!Files.exists(Path.of(path))) {
            problem = NLS.bind(Messages.TrajectoriesPage_0DoesNotExist, path);
        } else if (fieldName().isEmpty()) {
            problem = Messages.TrajectoriesPage_nameTheFieldToLearn;
        } else if (!(value(scale) > 0)) {
            problem = Messages.TrajectoriesPage_metresPerUnitMustBe;
        } else if (!(value(framesPerSecond) > 0)) {
            problem = Messages.TrajectoriesPage_framesPerSecondMustBe;
        } else if (Double.isNaN(value(originX)) || Double.isNaN(value(originY))) {
            problem = Messages.TrajectoriesPage_theOriginMustBeTwo;
        } else if (!fieldNames.contains(fieldName()) && !(value(cellSize) > 0)) {
            problem = Messages.TrajectoriesPage_aNewFieldSCell;
        } else if (!fieldNames.contains(fieldName()) && !(value(bins) >= 2 && value(bins) <= 360 && value(bins) == Math.rint(value(bins)))) {
            problem = Messages.TrajectoriesPage_aNewFieldNeedsBetween;
        }
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }

    private static double value(Text text) {
        try {
            double value = Double.parseDouble(text.getText().trim());
            return Double.isFinite(value) ? value : Double.NaN;
        } catch (NumberFormatException notANumber) {
            return Double.NaN;
        }
    }
}
