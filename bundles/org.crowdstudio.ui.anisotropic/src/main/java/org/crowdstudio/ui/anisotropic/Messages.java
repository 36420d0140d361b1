package org.crowdstudio.ui.anisotropic;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of this bundle, from messages.properties beside this class (translations go in messages_LANG.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.crowdstudio.ui.anisotropic.messages";

    public static String AnisotropicFieldOverlay_anisotropicFields;
    public static String AnisotropicFieldOverlay_showTheAnisotropicFieldsUnder;
    public static String AnisotropicFieldsPage_anisotropicFields;
    public static String AnisotropicFieldsPage_baked;
    public static String AnisotropicFieldsPage_cellM;
    public static String AnisotropicFieldsPage_fields;
    public static String AnisotropicFieldsPage_grid;
    public static String AnisotropicFieldsPage_madeFrom;
    public static String AnisotropicFieldsPage_name;
    public static String AnisotropicFieldsPage_originM;
    public static String AnisotropicFieldsPage_perCellDistributionsOfWalking;
    public static String AnisotropicFieldsPage_selectAFieldOnThe;
    public static String AnisotropicFieldsPage_selectedField;
    public static String AnisotropicFieldsPage_theValuesOfTheField;
    public static String BrushCanvas_divergenceFromS4fWhere;
    public static String BrushCanvas_here2f;
    public static String BrushCanvas_hereNeitherHasATendency;
    public static String BrushCanvas_selectAnAnisotropicFieldIn;
    public static String BrushEdits_0CannotBeAppliedTo;
    public static String BrushEdits_eraseStrokes;
    public static String BrushEdits_paintStroke;
    public static String BrushEdits_paintTwoWayStroke;
    public static String BrushTool_brush;
    public static String BrushTool_dragToMoveTheView;
    public static String BrushTool_eraser;
    public static String BrushTool_paintAStrokeWalkersHere;
    public static String BrushTool_paintATwoWayStroke;
    public static String BrushTool_pan;
    public static String BrushTool_rubOutTheStrokesYou;
    public static String BrushTool_twoWayBrush;
    public static String ComparedField_0AnisotropicField12;
    public static String ComparedField_0HasNoAnisotropicField1;
    public static String ComparedField_itHas0;
    public static String FieldBake_cannotBakeThisField0;
    public static String FieldBake_cannotCompare0;
    public static String FieldBrushView_colours;
    public static String FieldBrushView_compare;
    public static String FieldBrushView_compareFields;
    public static String FieldBrushView_fieldBrush;
    public static String FieldBrushView_fieldBrush0;
    public static String FieldBrushView_fit;
    public static String FieldBrushView_howFarBesideAStroke;
    public static String FieldBrushView_howMuchANewStroke;
    public static String FieldBrushView_radiusM;
    public static String FieldBrushView_reading0;
    public static String FieldBrushView_sOfSDD;
    public static String FieldBrushView_showHowFarThisField;
    public static String FieldBrushView_showTheFieldSOwn;
    public static String FieldBrushView_showTheWholeField;
    public static String FieldBrushView_strength;
    public static String LearnFieldHandler_learnFieldFromTrajectories;
    public static String LearnFieldHandler_openTheScenarioToLearn;
    public static String LearnFieldWizard_learnFieldFrom0;
    public static String LearnFieldWizard_learningFieldSFromD;
    public static String RadarGlyph_entropy2f;
    public static String RadarGlyph_mostLikelyWay0f;
    public static String RadarGlyph_noTendencyWalkersKeepOn;
    public static String TrajectoriesPage_0DoesNotExist;
    public static String TrajectoriesPage_aNewFieldNeedsBetween;
    public static String TrajectoriesPage_aNewFieldSCell;
    public static String TrajectoriesPage_aNewFieldSGrid;
    public static String TrajectoriesPage_aUmansFolderOneOutput;
    public static String TrajectoriesPage_anExistingFieldGainsThe;
    public static String TrajectoriesPage_cellSizeM;
    public static String TrajectoriesPage_chooseATrajectoryFileOr;
    public static String TrajectoriesPage_csvCrowdstudioSimulateOut;
    public static String TrajectoriesPage_directionBins;
    public static String TrajectoriesPage_fiEld;
    public static String TrajectoriesPage_framesPerSecond;
    public static String TrajectoriesPage_framesPerSecondMustBe;
    public static String TrajectoriesPage_fromTheFileSUnits;
    public static String TrajectoriesPage_learnAnAnisotropicFieldFrom;
    public static String TrajectoriesPage_learned;
    public static String TrajectoriesPage_metresPerUnit;
    public static String TrajectoriesPage_metresPerUnitMustBe;
    public static String TrajectoriesPage_motFrameIdXY;
    public static String TrajectoriesPage_nameTheFieldToLearn;
    public static String TrajectoriesPage_observedPathsBecomeATrajectory;
    public static String TrajectoriesPage_originX;
    public static String TrajectoriesPage_originY;
    public static String TrajectoriesPage_tellByTheContents;
    public static String TrajectoriesPage_theOriginMustBeTwo;
    public static String TrajectoriesPage_umansAFolderOfT;
    public static String TrajectoriesPage_yGrowsDownwardsImageRows;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
