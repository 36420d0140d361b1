/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sketch Object</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An object drawn in a sketch: the source or a reference object.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.SketchObject#getName <em>Name</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SketchObject#getShape <em>Shape</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SketchObject#getRadius <em>Radius</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SketchObject#getCenter <em>Center</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SketchObject#getVertices <em>Vertices</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketchObject()
 * @model
 * @generated
 */
public interface SketchObject extends Identified {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketchObject_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SketchObject#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Shape</b></em>' attribute.
	 * The default value is <code>"DISK"</code>.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.ObjectShape}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Shape</em>' attribute.
	 * @see org.crowdstudio.model.scenario.ObjectShape
	 * @see #setShape(ObjectShape)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketchObject_Shape()
	 * @model default="DISK"
	 * @generated
	 */
	ObjectShape getShape();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SketchObject#getShape <em>Shape</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Shape</em>' attribute.
	 * @see org.crowdstudio.model.scenario.ObjectShape
	 * @see #getShape()
	 * @generated
	 */
	void setShape(ObjectShape value);

	/**
	 * Returns the value of the '<em><b>Radius</b></em>' attribute.
	 * The default value is <code>"0.3"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Radius of a disk, in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Radius</em>' attribute.
	 * @see #setRadius(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketchObject_Radius()
	 * @model default="0.3"
	 * @generated
	 */
	double getRadius();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SketchObject#getRadius <em>Radius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Radius</em>' attribute.
	 * @see #getRadius()
	 * @generated
	 */
	void setRadius(double value);

	/**
	 * Returns the value of the '<em><b>Center</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Centre of a disk, in the source's frame (m).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Center</em>' containment reference.
	 * @see #setCenter(Vector2)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketchObject_Center()
	 * @model containment="true"
	 * @generated
	 */
	Vector2 getCenter();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SketchObject#getCenter <em>Center</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Center</em>' containment reference.
	 * @see #getCenter()
	 * @generated
	 */
	void setCenter(Vector2 value);

	/**
	 * Returns the value of the '<em><b>Vertices</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Vector2}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Vertices of a polygon, in the source's frame (m).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Vertices</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSketchObject_Vertices()
	 * @model containment="true"
	 * @generated
	 */
	EList<Vector2> getVertices();

} // SketchObject
