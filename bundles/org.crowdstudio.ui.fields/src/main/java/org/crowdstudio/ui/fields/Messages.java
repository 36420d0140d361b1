package org.crowdstudio.ui.fields;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of this bundle, from messages.properties beside this class (translations go in messages_LANG.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.crowdstudio.ui.fields.messages";

    public static String FieldLink_0Agent;
    public static String FieldLink_0Obstacle;
    public static String FieldLink_0Place;
    public static String FieldLink_bindTheFieldFirstThe;
    public static String FieldLink_itsKeyframesFollow0A;
    public static String FieldLink_unnamed;
    public static String FieldOverlay_fields;
    public static String FieldOverlay_showEveryInteractionFieldAround;
    public static String FieldSketchView_01Of2InIts;
    public static String FieldSketchView_fieldSketch;
    public static String FieldSketchView_fieldSketch0;
    public static String FieldSketchView_fit;
    public static String FieldSketchView_newCurveMagnitudeMS;
    public static String FieldSketchView_orientationField;
    public static String FieldSketchView_showTheWholeDomain;
    public static String FieldSketchView_theSpeedNewGuideCurves;
    public static String FieldSketchView_velocityField;
    public static String FieldsPage_binding;
    public static String FieldsPage_borderFalloffM;
    public static String FieldsPage_diskRadius0M;
    public static String FieldsPage_domain;
    public static String FieldsPage_fieldBindings;
    public static String FieldsPage_fieldBindings2;
    public static String FieldsPage_grid;
    public static String FieldsPage_idwPower;
    public static String FieldsPage_interactionFields;
    public static String FieldsPage_interactionFields2;
    public static String FieldsPage_interactionFieldsAndBindings;
    public static String FieldsPage_keyframes;
    public static String FieldsPage_kind;
    public static String FieldsPage_linkedObject;
    public static String FieldsPage_name;
    public static String FieldsPage_nearSourceGain;
    public static String FieldsPage_parameter;
    public static String FieldsPage_velocityAndOrientationFieldsAround;
    public static String FieldsPage_weight;
    public static String FieldsPage_whoEmitsEachFieldAnd;
    public static String KeyframeStrip_0IsNotANumber;
    public static String KeyframeStrip_add;
    public static String KeyframeStrip_addAKeyframeAfterThis;
    public static String KeyframeStrip_addAnEmptyKeyframeAfter;
    public static String KeyframeStrip_addCopy;
    public static String KeyframeStrip_densityAgentsM;
    public static String KeyframeStrip_distanceToLinkM;
    public static String KeyframeStrip_keyframes;
    public static String KeyframeStrip_notParametric;
    public static String KeyframeStrip_remove;
    public static String KeyframeStrip_removeThisKeyframeAField;
    public static String KeyframeStrip_sketch0;
    public static String KeyframeStrip_sourceSpeedMS;
    public static String KeyframeStrip_theParameterValueAtWhich;
    public static String KeyframeStrip_timeS;
    public static String LinkMenu_measureTheFieldSDistance;
    public static String LinkMenu_noLink;
    public static String LinkMenu_turnTheFieldTowards;
    public static String SketchCanvas_baking;
    public static String SketchCanvas_cannotBake0;
    public static String SketchCanvas_keyedByDistanceTo;
    public static String SketchCanvas_moveGuideCurve;
    public static String SketchCanvas_moveZeroArea;
    public static String SketchCanvas_selectAnInteractionFieldIn;
    public static String SketchCanvas_thisKeyframeRunsOnThe;
    public static String SketchEdits_0CannotBeAppliedTo;
    public static String SketchEdits_addGuideCurve;
    public static String SketchEdits_addKeyframe;
    public static String SketchEdits_addZeroArea;
    public static String SketchEdits_clearZeroCells;
    public static String SketchEdits_eraseGuideCurve;
    public static String SketchEdits_eraseZeroArea;
    public static String SketchEdits_linkFieldRotation;
    public static String SketchEdits_paintZeroCells;
    public static String SketchEdits_removeKeyframe;
    public static String SketchEdits_removeRotationLink;
    public static String SketchEdits_setKeyframeValue;
    public static String SketchTool_clickACurveOrZero;
    public static String SketchTool_clickACurveOrZero2;
    public static String SketchTool_clickToAddCornersDouble;
    public static String SketchTool_clickToAddPointsDouble;
    public static String SketchTool_clickToLinkTheField;
    public static String SketchTool_dragToDrawAGuide;
    public static String SketchTool_dragToMoveTheView;
    public static String SketchTool_dragToPaintZeroCells;
    public static String SketchTool_eraser;
    public static String SketchTool_freehandCurve;
    public static String SketchTool_link;
    public static String SketchTool_pan;
    public static String SketchTool_polylineCurve;
    public static String SketchTool_select;
    public static String SketchTool_zeroBrush;
    public static String SketchTool_zeroPolygon;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
