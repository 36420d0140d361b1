package org.crowdstudio.ui.editor;

import java.util.List;
import java.util.stream.Collectors;

import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.Identified;
import org.crowdstudio.model.scenario.Named;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;

/**
 * A field binding's label as an artist reads it, "Field binding Pushing: VIP → Crowd": the field,
 * who emits it and who perceives it. The generated item provider only knows the binding's id.
 */
public final class BindingLabel {

    private BindingLabel() {
    }

    public static String of(FieldBinding binding) {
        String field = binding.getField() == null ? Messages.BindingLabel_noField : name(binding.getField());
        return NLS.bind(Messages.BindingLabel_fieldBinding012, field, names(binding.getSources()), names(binding.getReceivers()));
    }

    private static String names(List<?> elements) {
        return elements.isEmpty() ? Messages.BindingLabel_noOne : elements.stream().map(BindingLabel::name).collect(Collectors.joining(", "));
    }

    private static String name(Object element) {
        if (element instanceof Environment) {
            return "environment";
        }
        if (element instanceof Named named && named.getName() != null && !named.getName().isBlank()) {
            return named.getName();
        }
        return element instanceof Identified identified ? identified.getId() : String.valueOf(element);
    }
}
