package org.crowdstudio.ui.editor;

import java.net.URL;

import org.crowdstudio.model.scenario.FieldBinding;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.ComposedImage;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.graphics.Image;

/**
 * A JFace label provider over the EMF.Edit item providers: the text and icon each model class's
 * item provider gives. Icons come as URLs of the edit bundle's images (an overlaid icon as the
 * first of its images); they are created once and disposed with the provider.
 */
public final class ItemProviderLabelProvider extends LabelProvider {

    private final AdapterFactory adapterFactory;
    private final LocalResourceManager images = new LocalResourceManager(JFaceResources.getResources());

    public ItemProviderLabelProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
    }

    @Override
    public String getText(Object element) {
        if (element instanceof FieldBinding binding) {
            return BindingLabel.of(binding);
        }
        IItemLabelProvider provider = provider(element);
        return provider == null ? String.valueOf(element) : provider.getText(element);
    }

    @Override
    public Image getImage(Object element) {
        IItemLabelProvider provider = provider(element);
        Object image = provider == null ? null : provider.getImage(element);
        if (image instanceof ComposedImage composed && !composed.getImages().isEmpty()) {
            image = composed.getImages().get(0);
        }
        return image instanceof URL url ? images.create(ImageDescriptor.createFromURL(url)) : null;
    }

    @Override
    public void dispose() {
        images.dispose();
        super.dispose();
    }

    private IItemLabelProvider provider(Object element) {
        return (IItemLabelProvider) adapterFactory.adapt(element, IItemLabelProvider.class);
    }
}
