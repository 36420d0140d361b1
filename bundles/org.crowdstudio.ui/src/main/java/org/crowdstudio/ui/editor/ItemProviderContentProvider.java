package org.crowdstudio.ui.editor;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;

/**
 * A JFace tree content provider over the EMF.Edit item providers of the model: children, parents
 * and whether an element has children are asked of the element's item provider, so that every
 * model class shows in the tree as its item provider lays it out. The input is the array of root
 * elements.
 */
public final class ItemProviderContentProvider implements ITreeContentProvider {

    private final AdapterFactory adapterFactory;

    public ItemProviderContentProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
    }

    @Override
    public Object[] getElements(Object input) {
        return input instanceof Object[] roots ? roots : getChildren(input);
    }

    @Override
    public Object[] getChildren(Object element) {
        ITreeItemContentProvider provider = provider(element);
        return provider == null ? new Object[0] : provider.getChildren(element).toArray();
    }

    @Override
    public Object getParent(Object element) {
        ITreeItemContentProvider provider = provider(element);
        return provider == null ? null : provider.getParent(element);
    }

    @Override
    public boolean hasChildren(Object element) {
        ITreeItemContentProvider provider = provider(element);
        return provider != null && provider.hasChildren(element);
    }

    private ITreeItemContentProvider provider(Object element) {
        return (ITreeItemContentProvider) adapterFactory.adapt(element, ITreeItemContentProvider.class);
    }
}
