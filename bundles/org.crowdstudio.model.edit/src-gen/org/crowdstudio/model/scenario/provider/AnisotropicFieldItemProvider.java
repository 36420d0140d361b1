/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.provider;


import java.util.Collection;
import java.util.List;

import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EStructuralFeature;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link org.crowdstudio.model.scenario.AnisotropicField} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class AnisotropicFieldItemProvider extends NamedItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public AnisotropicFieldItemProvider(AdapterFactory adapterFactory) {
		super(adapterFactory);
	}

	/**
	 * This returns the property descriptors for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public List<IItemPropertyDescriptor> getPropertyDescriptors(Object object) {
		if (itemPropertyDescriptors == null) {
			super.getPropertyDescriptors(object);

			addCellSizePropertyDescriptor(object);
			addColumnsPropertyDescriptor(object);
			addRowsPropertyDescriptor(object);
			addDirectionBinsPropertyDescriptor(object);
			addInertiaPropertyDescriptor(object);
			addAccelerationPropertyDescriptor(object);
			addGainPropertyDescriptor(object);
			addSpeedRelaxationPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Cell Size feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCellSizePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnisotropicField_cellSize_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnisotropicField_cellSize_feature", "_UI_AnisotropicField_type"),
				 ScenarioPackage.Literals.ANISOTROPIC_FIELD__CELL_SIZE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Columns feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addColumnsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnisotropicField_columns_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnisotropicField_columns_feature", "_UI_AnisotropicField_type"),
				 ScenarioPackage.Literals.ANISOTROPIC_FIELD__COLUMNS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Rows feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRowsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnisotropicField_rows_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnisotropicField_rows_feature", "_UI_AnisotropicField_type"),
				 ScenarioPackage.Literals.ANISOTROPIC_FIELD__ROWS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Direction Bins feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDirectionBinsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnisotropicField_directionBins_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnisotropicField_directionBins_feature", "_UI_AnisotropicField_type"),
				 ScenarioPackage.Literals.ANISOTROPIC_FIELD__DIRECTION_BINS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Inertia feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addInertiaPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnisotropicField_inertia_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnisotropicField_inertia_feature", "_UI_AnisotropicField_type"),
				 ScenarioPackage.Literals.ANISOTROPIC_FIELD__INERTIA,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Acceleration feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addAccelerationPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnisotropicField_acceleration_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnisotropicField_acceleration_feature", "_UI_AnisotropicField_type"),
				 ScenarioPackage.Literals.ANISOTROPIC_FIELD__ACCELERATION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Gain feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addGainPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnisotropicField_gain_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnisotropicField_gain_feature", "_UI_AnisotropicField_type"),
				 ScenarioPackage.Literals.ANISOTROPIC_FIELD__GAIN,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Speed Relaxation feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSpeedRelaxationPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnisotropicField_speedRelaxation_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnisotropicField_speedRelaxation_feature", "_UI_AnisotropicField_type"),
				 ScenarioPackage.Literals.ANISOTROPIC_FIELD__SPEED_RELAXATION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This specifies how to implement {@link #getChildren} and is used to deduce an appropriate feature for an
	 * {@link org.eclipse.emf.edit.command.AddCommand}, {@link org.eclipse.emf.edit.command.RemoveCommand} or
	 * {@link org.eclipse.emf.edit.command.MoveCommand} in {@link #createCommand}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Collection<? extends EStructuralFeature> getChildrenFeatures(Object object) {
		if (childrenFeatures == null) {
			super.getChildrenFeatures(object);
			childrenFeatures.add(ScenarioPackage.Literals.ANISOTROPIC_FIELD__ORIGIN);
			childrenFeatures.add(ScenarioPackage.Literals.ANISOTROPIC_FIELD__PREFERRED_SPEED);
			childrenFeatures.add(ScenarioPackage.Literals.ANISOTROPIC_FIELD__STROKES);
			childrenFeatures.add(ScenarioPackage.Literals.ANISOTROPIC_FIELD__TRAJECTORY_SETS);
			childrenFeatures.add(ScenarioPackage.Literals.ANISOTROPIC_FIELD__DISTRIBUTIONS);
		}
		return childrenFeatures;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EStructuralFeature getChildFeature(Object object, Object child) {
		// Check the type of the specified child object and return the proper feature to use for
		// adding (see {@link AddCommand}) it as a child.

		return super.getChildFeature(object, child);
	}

	/**
	 * This returns AnisotropicField.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/AnisotropicField"));
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		String label = ((AnisotropicField)object).getName();
		return label == null || label.length() == 0 ?
			getString("_UI_AnisotropicField_type") :
			getString("_UI_AnisotropicField_type") + " " + label;
	}


	/**
	 * This handles model notifications by calling {@link #updateChildren} to update any cached
	 * children and by creating a viewer notification, which it passes to {@link #fireNotifyChanged}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void notifyChanged(Notification notification) {
		updateChildren(notification);

		switch (notification.getFeatureID(AnisotropicField.class)) {
			case ScenarioPackage.ANISOTROPIC_FIELD__CELL_SIZE:
			case ScenarioPackage.ANISOTROPIC_FIELD__COLUMNS:
			case ScenarioPackage.ANISOTROPIC_FIELD__ROWS:
			case ScenarioPackage.ANISOTROPIC_FIELD__DIRECTION_BINS:
			case ScenarioPackage.ANISOTROPIC_FIELD__INERTIA:
			case ScenarioPackage.ANISOTROPIC_FIELD__ACCELERATION:
			case ScenarioPackage.ANISOTROPIC_FIELD__GAIN:
			case ScenarioPackage.ANISOTROPIC_FIELD__SPEED_RELAXATION:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN:
			case ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED:
			case ScenarioPackage.ANISOTROPIC_FIELD__STROKES:
			case ScenarioPackage.ANISOTROPIC_FIELD__TRAJECTORY_SETS:
			case ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), true, false));
				return;
		}
		super.notifyChanged(notification);
	}

	/**
	 * This adds {@link org.eclipse.emf.edit.command.CommandParameter}s describing the children
	 * that can be created under this object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected void collectNewChildDescriptors(Collection<Object> newChildDescriptors, Object object) {
		super.collectNewChildDescriptors(newChildDescriptors, object);

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__ORIGIN,
				 ScenarioFactory.eINSTANCE.createVector2()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createConstantDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createUniformDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createNormalDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createVonMisesDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createMixtureDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__STROKES,
				 ScenarioFactory.eINSTANCE.createBrushStroke()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__TRAJECTORY_SETS,
				 ScenarioFactory.eINSTANCE.createTrajectorySet()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.ANISOTROPIC_FIELD__DISTRIBUTIONS,
				 ScenarioFactory.eINSTANCE.createBakedGrid()));
	}

}
