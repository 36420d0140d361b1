package org.crowdstudio.ui.fields;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.LinkTarget;
import org.crowdstudio.model.scenario.Named;
import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.osgi.util.NLS;

/**
 * What a field is linked to and what it could be linked to: the link tool's menu and the line the
 * sketch draws from the source to its linked object.
 */
final class FieldLink {

    private FieldLink() {
    }

    /** The field's bindings in its scenario, which carry the linked object. */
    static List<FieldBinding> bindingsOf(InteractionField field) {
        if (!(field.eContainer() instanceof Scenario scenario)) {
            return List.of();
        }
        return scenario.getFieldBindings().stream().filter(binding -> binding.getField() == field).toList();
    }

    /** Every object of the field's scenario a link can name: its agents, obstacles and places, in that order. */
    static List<LinkTarget> candidates(InteractionField field) {
        List<LinkTarget> targets = new ArrayList<>();
        if (field.eContainer() instanceof Scenario scenario) {
            targets.addAll(scenario.getAgents());
            if (scenario.getEnvironment() != null) {
                targets.addAll(scenario.getEnvironment().getObstacles());
                targets.addAll(scenario.getEnvironment().getPlaces());
            }
        }
        return targets;
    }

    /** The objects the field's bindings are linked to now, each once; empty if none is. */
    static List<LinkTarget> linked(InteractionField field) {
        return bindingsOf(field).stream().map(FieldBinding::getLinkedObject).filter(Objects::nonNull).distinct().toList();
    }

    /**
     * Why the field cannot take a rotation link, or null if it can: its keyframes are indexed by a
     * parameter the link would replace.
     */
    static String whyNotLinkable(InteractionField field) {
        FieldParameter parameter = field.getParameter();
        boolean keyedOtherwise = parameter != FieldParameter.NONE && parameter != FieldParameter.LINKED_ANGLE
                && parameter != FieldParameter.LINKED_DISTANCE;
        if (keyedOtherwise && field.getKeyframes().size() > 1) {
            return NLS.bind(Messages.FieldLink_itsKeyframesFollow0A, parameter.getLiteral().toLowerCase().replace('_', ' '));
        }
        if (bindingsOf(field).isEmpty()) {
            return Messages.FieldLink_bindTheFieldFirstThe;
        }
        return null;
    }

    /** How the target reads in the menu and on the canvas, e.g. "Seeker (agent)". */
    static String label(LinkTarget target) {
        String name = target instanceof Named named && named.getName() != null ? named.getName() : Messages.FieldLink_unnamed;
        String label = target instanceof Agent ? Messages.FieldLink_0Agent
                : target instanceof org.crowdstudio.model.scenario.Obstacle ? Messages.FieldLink_0Obstacle : Messages.FieldLink_0Place;
        return NLS.bind(label, name);
    }
}
