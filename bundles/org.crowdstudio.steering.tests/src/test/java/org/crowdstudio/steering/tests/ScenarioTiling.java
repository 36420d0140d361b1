package org.crowdstudio.steering.tests;

import java.util.List;

import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Identified;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Named;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.Timeline;
import org.crowdstudio.model.scenario.Vector2;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * A large crowd made of a small example: copies of the whole scenario (environment, populations,
 * agents, fields, groups, timeline) laid side by side on a grid, far enough apart not to meet, so
 * that each copy behaves as the example does. Every copy's ids and names get the copy's number.
 */
final class ScenarioTiling {

    /** Space between copies (m): more than any neighbour or field reaches. */
    private static final double GAP = 20;

    private ScenarioTiling() {
    }

    /** @return {@code copies} copies of {@code example} in one scenario, in rows of about √copies */
    static Scenario tiled(Scenario example, int copies) {
        Environment environment = example.getEnvironment();
        double width = environment.getMax().getX() - environment.getMin().getX() + GAP;
        double height = environment.getMax().getY() - environment.getMin().getY() + GAP;
        int columns = (int) Math.ceil(Math.sqrt(copies));
        Scenario tiled = EcoreUtil.copy(example);
        for (int copy = 1; copy < copies; copy++) {
            Scenario next = EcoreUtil.copy(example);
            shift(next, (copy % columns) * width, (copy / columns) * height);
            suffix(next, "-" + copy);
            merge(next, tiled);
        }
        int rows = (copies + columns - 1) / columns;
        tiled.getEnvironment().getMax().setX(environment.getMin().getX() + columns * width - GAP);
        tiled.getEnvironment().getMax().setY(environment.getMin().getY() + rows * height - GAP);
        return tiled;
    }

    /** Moves every point in world coordinates; interaction fields are drawn in their source's frame and stay. */
    private static void shift(Scenario scenario, double dx, double dy) {
        for (TreeIterator<EObject> all = scenario.eAllContents(); all.hasNext();) {
            EObject element = all.next();
            if (element instanceof InteractionField) {
                all.prune();
            } else if (element instanceof Vector2 point && !(point.eContainer() instanceof Environment)) {
                point.setX(point.getX() + dx);
                point.setY(point.getY() + dy);
            }
        }
    }

    private static void suffix(Scenario scenario, String suffix) {
        for (TreeIterator<EObject> all = scenario.eAllContents(); all.hasNext();) {
            EObject element = all.next();
            if (element instanceof Identified identified && identified.getId() != null) {
                identified.setId(identified.getId() + suffix);
            }
            if (element instanceof Named named && named.getName() != null) {
                named.setName(named.getName() + suffix);
            }
        }
    }

    /** Moves the contents of every list of {@code from} (and of its environment and timeline) into {@code into}. */
    private static void merge(EObject from, EObject into) {
        for (EReference containment : from.eClass().getEAllContainments()) {
            Object contents = from.eGet(containment);
            if (containment.isMany()) {
                @SuppressWarnings("unchecked")
                List<EObject> target = (List<EObject>) into.eGet(containment);
                @SuppressWarnings("unchecked")
                List<EObject> source = (List<EObject>) contents;
                target.addAll(List.copyOf(source));
            } else if (contents instanceof EObject inner && (inner instanceof Environment || inner instanceof Timeline)) {
                EObject existing = (EObject) into.eGet(containment);
                if (existing == null) {
                    into.eSet(containment, inner);
                } else {
                    merge(inner, existing);
                }
            }
        }
    }
}
