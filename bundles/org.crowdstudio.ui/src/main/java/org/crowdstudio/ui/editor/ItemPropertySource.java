package org.crowdstudio.ui.editor;

import java.util.List;

import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;

/**
 * The properties of one model element as the Properties view wants them, over the element's
 * EMF.Edit property descriptors. Values are set through the item descriptors, which wrap every
 * change in a command on the editing domain's stack: an edit in the Properties view is undoable
 * like any other.
 */
final class ItemPropertySource implements IPropertySource {

    private final Object element;
    private final IItemPropertySource itemSource;

    ItemPropertySource(Object element, IItemPropertySource itemSource) {
        this.element = element;
        this.itemSource = itemSource;
    }

    @Override
    public Object getEditableValue() {
        return itemSource.getEditableValue(element);
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IItemPropertyDescriptor> descriptors = itemSource.getPropertyDescriptors(element);
        return descriptors.stream().map(descriptor -> new EditablePropertyDescriptor(element, descriptor)).toArray(IPropertyDescriptor[]::new);
    }

    @Override
    public Object getPropertyValue(Object id) {
        IItemPropertyDescriptor descriptor = descriptor(id);
        if (descriptor == null) {
            return null;
        }
        Object value = descriptor.getPropertyValue(element);
        // Item descriptors wrap values for nested property sheets; the editors want the value itself.
        return value instanceof IItemPropertySource wrapped ? wrapped.getEditableValue(element) : value;
    }

    @Override
    public boolean isPropertySet(Object id) {
        IItemPropertyDescriptor descriptor = descriptor(id);
        return descriptor != null && descriptor.isPropertySet(element);
    }

    @Override
    public void resetPropertyValue(Object id) {
        IItemPropertyDescriptor descriptor = descriptor(id);
        if (descriptor != null && descriptor.canSetProperty(element)) {
            descriptor.resetPropertyValue(element);
        }
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        IItemPropertyDescriptor descriptor = descriptor(id);
        if (descriptor != null && descriptor.canSetProperty(element)) {
            descriptor.setPropertyValue(element, value);
        }
    }

    private IItemPropertyDescriptor descriptor(Object id) {
        return itemSource.getPropertyDescriptor(element, id);
    }
}
