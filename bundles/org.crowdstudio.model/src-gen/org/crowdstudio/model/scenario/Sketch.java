/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sketch</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The drawing of one keyframe, in the source's frame (IF paper §5.1).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Sketch#getGuideCurves <em>Guide Curves</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Sketch#getZeroAreas <em>Zero Areas</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Sketch#getSourceObject <em>Source Object</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Sketch#getReferenceObjects <em>Reference Objects</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketch()
 * @model
 * @generated
 */
public interface Sketch extends EObject {
	/**
	 * Returns the value of the '<em><b>Guide Curves</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.GuideCurve}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Guide curves.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Guide Curves</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketch_GuideCurves()
	 * @model containment="true"
	 * @generated
	 */
	EList<GuideCurve> getGuideCurves();

	/**
	 * Returns the value of the '<em><b>Zero Areas</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.ZeroArea}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Zero areas: standing still in velocity fields, holes in orientation fields. They win over curves.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Zero Areas</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketch_ZeroAreas()
	 * @model containment="true"
	 * @generated
	 */
	EList<ZeroArea> getZeroAreas();

	/**
	 * Returns the value of the '<em><b>Source Object</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The source as drawn.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source Object</em>' containment reference.
	 * @see #setSourceObject(SketchObject)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketch_SourceObject()
	 * @model containment="true"
	 * @generated
	 */
	SketchObject getSourceObject();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Sketch#getSourceObject <em>Source Object</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source Object</em>' containment reference.
	 * @see #getSourceObject()
	 * @generated
	 */
	void setSourceObject(SketchObject value);

	/**
	 * Returns the value of the '<em><b>Reference Objects</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.SketchObject}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Other objects drawn for reference or as the link target.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reference Objects</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketch_ReferenceObjects()
	 * @model containment="true"
	 * @generated
	 */
	EList<SketchObject> getReferenceObjects();

} // Sketch
