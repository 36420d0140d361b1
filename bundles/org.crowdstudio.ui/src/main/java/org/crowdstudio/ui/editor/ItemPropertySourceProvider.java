package org.crowdstudio.ui.editor;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.IPropertySourceProvider;

/** Gives the Properties view a property source for any model element, from its item provider. */
public final class ItemPropertySourceProvider implements IPropertySourceProvider {

    private final AdapterFactory adapterFactory;

    public ItemPropertySourceProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
    }

    @Override
    public IPropertySource getPropertySource(Object element) {
        if (element instanceof IPropertySource source) {
            return source;
        }
        IItemPropertySource itemSource = (IItemPropertySource) adapterFactory.adapt(element, IItemPropertySource.class);
        return itemSource == null ? null : new ItemPropertySource(element, itemSource);
    }
}
