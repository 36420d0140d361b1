/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Timeline</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Keyframed global parameters and named events.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Timeline#getCurves <em>Curves</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Timeline#getEvents <em>Events</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTimeline()
 * @model
 * @generated
 */
public interface Timeline extends EObject {
	/**
	 * Returns the value of the '<em><b>Curves</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.ParameterCurve}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Keyframed global values, e.g. GlobalInterest over a work day.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Curves</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTimeline_Curves()
	 * @model containment="true"
	 * @generated
	 */
	EList<ParameterCurve> getCurves();

	/**
	 * Returns the value of the '<em><b>Events</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.TimelineEvent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Named events, at a time or triggered by the artist.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Events</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTimeline_Events()
	 * @model containment="true"
	 * @generated
	 */
	EList<TimelineEvent> getEvents();

} // Timeline
