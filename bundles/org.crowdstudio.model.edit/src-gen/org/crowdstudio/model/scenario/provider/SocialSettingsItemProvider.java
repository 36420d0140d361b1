/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.provider;


import java.util.Collection;
import java.util.List;

import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SocialSettings;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.ResourceLocator;

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
 * This is the item provider adapter for a {@link org.crowdstudio.model.scenario.SocialSettings} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class SocialSettingsItemProvider 
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
	public SocialSettingsItemProvider(AdapterFactory adapterFactory) {
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

			addEnabledPropertyDescriptor(object);
			addFirstConversationPropertyDescriptor(object);
			addGreetingPropertyDescriptor(object);
			addTalkAgainAfterPropertyDescriptor(object);
			addSocialisingThresholdPropertyDescriptor(object);
			addNearDistancePropertyDescriptor(object);
			addTalkDistancePropertyDescriptor(object);
			addShoulderOffsetPropertyDescriptor(object);
			addPairWalkSlowdownCosinePropertyDescriptor(object);
			addGlobalInterestPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Enabled feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addEnabledPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_enabled_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_enabled_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__ENABLED,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the First Conversation feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addFirstConversationPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_firstConversation_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_firstConversation_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__FIRST_CONVERSATION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Greeting feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addGreetingPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_greeting_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_greeting_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__GREETING,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Talk Again After feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addTalkAgainAfterPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_talkAgainAfter_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_talkAgainAfter_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__TALK_AGAIN_AFTER,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Socialising Threshold feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSocialisingThresholdPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_socialisingThreshold_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_socialisingThreshold_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__SOCIALISING_THRESHOLD,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Near Distance feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addNearDistancePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_nearDistance_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_nearDistance_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__NEAR_DISTANCE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Talk Distance feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addTalkDistancePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_talkDistance_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_talkDistance_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__TALK_DISTANCE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Shoulder Offset feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addShoulderOffsetPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_shoulderOffset_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_shoulderOffset_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__SHOULDER_OFFSET,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Pair Walk Slowdown Cosine feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addPairWalkSlowdownCosinePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_pairWalkSlowdownCosine_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_pairWalkSlowdownCosine_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Global Interest feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addGlobalInterestPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_SocialSettings_globalInterest_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_SocialSettings_globalInterest_feature", "_UI_SocialSettings_type"),
				 ScenarioPackage.Literals.SOCIAL_SETTINGS__GLOBAL_INTEREST,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This returns SocialSettings.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/SocialSettings"));
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		SocialSettings socialSettings = (SocialSettings)object;
		return getString("_UI_SocialSettings_type") + " " + socialSettings.isEnabled();
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

		switch (notification.getFeatureID(SocialSettings.class)) {
			case ScenarioPackage.SOCIAL_SETTINGS__ENABLED:
			case ScenarioPackage.SOCIAL_SETTINGS__FIRST_CONVERSATION:
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING:
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_AGAIN_AFTER:
			case ScenarioPackage.SOCIAL_SETTINGS__SOCIALISING_THRESHOLD:
			case ScenarioPackage.SOCIAL_SETTINGS__NEAR_DISTANCE:
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_DISTANCE:
			case ScenarioPackage.SOCIAL_SETTINGS__SHOULDER_OFFSET:
			case ScenarioPackage.SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE:
			case ScenarioPackage.SOCIAL_SETTINGS__GLOBAL_INTEREST:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
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
