/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.provider;


import java.util.Collection;
import java.util.List;

import org.crowdstudio.model.scenario.Scenario;
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
 * This is the item provider adapter for a {@link org.crowdstudio.model.scenario.Scenario} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class ScenarioItemProvider extends NamedItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ScenarioItemProvider(AdapterFactory adapterFactory) {
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

			addFormatVersionPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Format Version feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addFormatVersionPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Scenario_formatVersion_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Scenario_formatVersion_feature", "_UI_Scenario_type"),
				 ScenarioPackage.Literals.SCENARIO__FORMAT_VERSION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
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
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__SETTINGS);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__ENVIRONMENT);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__PROFILES);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__AGENTS);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__POPULATIONS);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__FIELDS);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__FIELD_BINDINGS);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__ACTIVATION_RULES);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__SOCIAL);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__RELATIONS);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__GROUPS);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__ANISOTROPIC_FIELDS);
			childrenFeatures.add(ScenarioPackage.Literals.SCENARIO__TIMELINE);
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
	 * This returns Scenario.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/Scenario"));
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		String label = ((Scenario)object).getName();
		return label == null || label.length() == 0 ?
			getString("_UI_Scenario_type") :
			getString("_UI_Scenario_type") + " " + label;
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

		switch (notification.getFeatureID(Scenario.class)) {
			case ScenarioPackage.SCENARIO__FORMAT_VERSION:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case ScenarioPackage.SCENARIO__SETTINGS:
			case ScenarioPackage.SCENARIO__ENVIRONMENT:
			case ScenarioPackage.SCENARIO__PROFILES:
			case ScenarioPackage.SCENARIO__AGENTS:
			case ScenarioPackage.SCENARIO__POPULATIONS:
			case ScenarioPackage.SCENARIO__FIELDS:
			case ScenarioPackage.SCENARIO__FIELD_BINDINGS:
			case ScenarioPackage.SCENARIO__ACTIVATION_RULES:
			case ScenarioPackage.SCENARIO__SOCIAL:
			case ScenarioPackage.SCENARIO__RELATIONS:
			case ScenarioPackage.SCENARIO__GROUPS:
			case ScenarioPackage.SCENARIO__ANISOTROPIC_FIELDS:
			case ScenarioPackage.SCENARIO__TIMELINE:
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
				(ScenarioPackage.Literals.SCENARIO__SETTINGS,
				 ScenarioFactory.eINSTANCE.createSimulationSettings()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__ENVIRONMENT,
				 ScenarioFactory.eINSTANCE.createEnvironment()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__PROFILES,
				 ScenarioFactory.eINSTANCE.createBehaviourProfile()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__AGENTS,
				 ScenarioFactory.eINSTANCE.createAgent()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__POPULATIONS,
				 ScenarioFactory.eINSTANCE.createPopulation()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__FIELDS,
				 ScenarioFactory.eINSTANCE.createInteractionField()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__FIELD_BINDINGS,
				 ScenarioFactory.eINSTANCE.createFieldBinding()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__ACTIVATION_RULES,
				 ScenarioFactory.eINSTANCE.createTimeWindowRule()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__ACTIVATION_RULES,
				 ScenarioFactory.eINSTANCE.createEnterFieldRule()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__SOCIAL,
				 ScenarioFactory.eINSTANCE.createSocialSettings()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__RELATIONS,
				 ScenarioFactory.eINSTANCE.createRelation()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__GROUPS,
				 ScenarioFactory.eINSTANCE.createGroup()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__ANISOTROPIC_FIELDS,
				 ScenarioFactory.eINSTANCE.createAnisotropicField()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.SCENARIO__TIMELINE,
				 ScenarioFactory.eINSTANCE.createTimeline()));
	}

}
