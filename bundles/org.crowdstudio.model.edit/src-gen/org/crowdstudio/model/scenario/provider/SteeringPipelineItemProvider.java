/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.provider;


import java.util.Collection;
import java.util.List;

import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SteeringPipeline;
import org.crowdstudio.model.scenario.VelocityCombination;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.ResourceLocator;

import org.eclipse.emf.ecore.EStructuralFeature;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IEditingDomainItemProvider;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.emf.edit.provider.IStructuredItemContentProvider;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemProviderAdapter;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link org.crowdstudio.model.scenario.SteeringPipeline} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class SteeringPipelineItemProvider 
	extends ItemProviderAdapter
	implements
		IEditingDomainItemProvider,
		IStructuredItemContentProvider,
		ITreeItemContentProvider,
		IItemLabelProvider,
		IItemPropertySource {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SteeringPipelineItemProvider(AdapterFactory adapterFactory) {
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

			addCombinationPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Combination feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCombinationPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SteeringPipeline_combination_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SteeringPipeline_combination_feature", "_UI_SteeringPipeline_type"),
				 ScenarioPackage.Literals.STEERING_PIPELINE__COMBINATION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
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
			childrenFeatures.add(ScenarioPackage.Literals.STEERING_PIPELINE__WAYPOINT_MODIFIERS);
			childrenFeatures.add(ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOURCES);
			childrenFeatures.add(ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOLVER);
			childrenFeatures.add(ScenarioPackage.Literals.STEERING_PIPELINE__CONTACT_FORCES);
			childrenFeatures.add(ScenarioPackage.Literals.STEERING_PIPELINE__ORIENTATION);
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
	 * This returns SteeringPipeline.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/SteeringPipeline"));
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		VelocityCombination labelValue = ((SteeringPipeline)object).getCombination();
		String label = labelValue == null ? null : labelValue.toString();
		return label == null || label.length() == 0 ?
			getString("_UI_SteeringPipeline_type") :
			getString("_UI_SteeringPipeline_type") + " " + label;
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

		switch (notification.getFeatureID(SteeringPipeline.class)) {
			case ScenarioPackage.STEERING_PIPELINE__COMBINATION:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case ScenarioPackage.STEERING_PIPELINE__WAYPOINT_MODIFIERS:
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOURCES:
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER:
			case ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES:
			case ScenarioPackage.STEERING_PIPELINE__ORIENTATION:
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
				(ScenarioPackage.Literals.STEERING_PIPELINE__WAYPOINT_MODIFIERS,
				 ScenarioFactory.eINSTANCE.createAlgorithmSettings()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.STEERING_PIPELINE__WAYPOINT_MODIFIERS,
				 ScenarioFactory.eINSTANCE.createVelocitySource()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOURCES,
				 ScenarioFactory.eINSTANCE.createVelocitySource()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOLVER,
				 ScenarioFactory.eINSTANCE.createAlgorithmSettings()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOLVER,
				 ScenarioFactory.eINSTANCE.createVelocitySource()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.STEERING_PIPELINE__CONTACT_FORCES,
				 ScenarioFactory.eINSTANCE.createContactForces()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.STEERING_PIPELINE__ORIENTATION,
				 ScenarioFactory.eINSTANCE.createAlgorithmSettings()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.STEERING_PIPELINE__ORIENTATION,
				 ScenarioFactory.eINSTANCE.createVelocitySource()));
	}

	/**
	 * This returns the label text for {@link org.eclipse.emf.edit.command.CreateChildCommand}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCreateChildText(Object owner, Object feature, Object child, Collection<?> selection) {
		Object childFeature = feature;
		Object childObject = child;

		boolean qualify =
			childFeature == ScenarioPackage.Literals.STEERING_PIPELINE__WAYPOINT_MODIFIERS ||
			childFeature == ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOLVER ||
			childFeature == ScenarioPackage.Literals.STEERING_PIPELINE__ORIENTATION ||
			childFeature == ScenarioPackage.Literals.STEERING_PIPELINE__VELOCITY_SOURCES;

		if (qualify) {
			return getString
				("_UI_CreateChild_text2",
				 new Object[] { getTypeText(childObject), getFeatureText(childFeature), getTypeText(owner) });
		}
		return super.getCreateChildText(owner, feature, child, selection);
	}

	/**
	 * Return the resource locator for this item provider's resources.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResourceLocator getResourceLocator() {
		return ScenarioEditPlugin.INSTANCE;
	}

}
