/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.provider;


import java.util.Collection;
import java.util.List;

import org.crowdstudio.model.scenario.Population;
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
 * This is the item provider adapter for a {@link org.crowdstudio.model.scenario.Population} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class PopulationItemProvider extends NamedItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PopulationItemProvider(AdapterFactory adapterFactory) {
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

			addCountPropertyDescriptor(object);
			addGoalRulePropertyDescriptor(object);
			addSeedOffsetPropertyDescriptor(object);
			addProfilePropertyDescriptor(object);
			addSpawnRegionPropertyDescriptor(object);
			addGoalsPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Count feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCountPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Population_count_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Population_count_feature", "_UI_Population_type"),
				 ScenarioPackage.Literals.POPULATION__COUNT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Goal Rule feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addGoalRulePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Population_goalRule_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Population_goalRule_feature", "_UI_Population_type"),
				 ScenarioPackage.Literals.POPULATION__GOAL_RULE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Seed Offset feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSeedOffsetPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Population_seedOffset_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Population_seedOffset_feature", "_UI_Population_type"),
				 ScenarioPackage.Literals.POPULATION__SEED_OFFSET,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Profile feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addProfilePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Population_profile_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Population_profile_feature", "_UI_Population_type"),
				 ScenarioPackage.Literals.POPULATION__PROFILE,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Spawn Region feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSpawnRegionPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Population_spawnRegion_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Population_spawnRegion_feature", "_UI_Population_type"),
				 ScenarioPackage.Literals.POPULATION__SPAWN_REGION,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Goals feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addGoalsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Population_goals_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Population_goals_feature", "_UI_Population_type"),
				 ScenarioPackage.Literals.POPULATION__GOALS,
				 true,
				 false,
				 true,
				 null,
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
			childrenFeatures.add(ScenarioPackage.Literals.GRAPH_NODE__GRAPH_PIN);
			childrenFeatures.add(ScenarioPackage.Literals.POPULATION__ORIENTATION);
			childrenFeatures.add(ScenarioPackage.Literals.POPULATION__PREFERRED_SPEED);
			childrenFeatures.add(ScenarioPackage.Literals.POPULATION__SOCIAL_TRAITS);
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
	 * This returns Population.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/Population"));
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		String label = ((Population)object).getName();
		return label == null || label.length() == 0 ?
			getString("_UI_Population_type") :
			getString("_UI_Population_type") + " " + label;
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

		switch (notification.getFeatureID(Population.class)) {
			case ScenarioPackage.POPULATION__COUNT:
			case ScenarioPackage.POPULATION__GOAL_RULE:
			case ScenarioPackage.POPULATION__SEED_OFFSET:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case ScenarioPackage.POPULATION__GRAPH_PIN:
			case ScenarioPackage.POPULATION__ORIENTATION:
			case ScenarioPackage.POPULATION__PREFERRED_SPEED:
			case ScenarioPackage.POPULATION__SOCIAL_TRAITS:
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
				(ScenarioPackage.Literals.GRAPH_NODE__GRAPH_PIN,
				 ScenarioFactory.eINSTANCE.createVector2()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__ORIENTATION,
				 ScenarioFactory.eINSTANCE.createConstantDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__ORIENTATION,
				 ScenarioFactory.eINSTANCE.createUniformDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__ORIENTATION,
				 ScenarioFactory.eINSTANCE.createNormalDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__ORIENTATION,
				 ScenarioFactory.eINSTANCE.createVonMisesDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__ORIENTATION,
				 ScenarioFactory.eINSTANCE.createMixtureDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createConstantDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createUniformDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createNormalDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createVonMisesDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__PREFERRED_SPEED,
				 ScenarioFactory.eINSTANCE.createMixtureDistribution()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.POPULATION__SOCIAL_TRAITS,
				 ScenarioFactory.eINSTANCE.createSocialTraits()));
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
			childFeature == ScenarioPackage.Literals.POPULATION__ORIENTATION ||
			childFeature == ScenarioPackage.Literals.POPULATION__PREFERRED_SPEED;

		if (qualify) {
			return getString
				("_UI_CreateChild_text2",
				 new Object[] { getTypeText(childObject), getFeatureText(childFeature), getTypeText(owner) });
		}
		return super.getCreateChildText(owner, feature, child, selection);
	}

}
