package org.crowdstudio.ui.relations;

import java.util.List;
import java.util.Set;

import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.ui.editor.pages.AttributeField;
import org.crowdstudio.ui.groups.FormationChoice;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** What the workbench's tests read and press in RelationshipGraphPage; a test fragment, never shipped. */
public final class RelationshipGraphPageProbe {

    private RelationshipGraphPageProbe() {
    }

    /** Whether a layout asked for has not arrived yet. */
    public static boolean layingOut(RelationshipGraphPage page) {
        return page.laidOutShape == null || page.content != null && !page.content.shape().equals(page.laidOutShape);
    }

    /** Who the graph shows linked in the run. */
    public static LiveLinks liveLinks(RelationshipGraphPage page) {
        return page.graph.live;
    }

    /** The graph's canvas. */
    public static Canvas canvas(RelationshipGraphPage page) {
        return page.graph.control();
    }

    /** Where an agent's or a population's node is drawn, in the canvas's pixels, or null. */
    public static Point pixelOf(RelationshipGraphPage page, Object node) {
        return page.graph.pixelOf(node);
    }

    /** Where a relation's weight is drawn, in the canvas's pixels, or null. */
    public static Point pixelOfWeight(RelationshipGraphPage page, Relation relation) {
        return page.graph.pixelOfWeight(relation);
    }

    /** What is selected in the graph. */
    public static List<Object> graphSelection(RelationshipGraphPage page) {
        return page.graph.selection();
    }

    /** The drop-down of what to show. */
    public static Combo filter(RelationshipGraphPage page) {
        return page.filter;
    }

    /** The search field. */
    public static Text search(RelationshipGraphPage page) {
        return page.search;
    }

    /** The line under the graph. */
    public static Label status(RelationshipGraphPage page) {
        return page.status;
    }

    /** The Fit button. */
    public static Button fitButton(RelationshipGraphPage page) {
        return page.fit;
    }

    /** The Make group button. */
    public static Button makeGroupButton(RelationshipGraphPage page) {
        return page.makeGroup;
    }

    /** The Set leader button. */
    public static Button setLeaderButton(RelationshipGraphPage page) {
        return page.setLeader;
    }

    /** The Unpin button. */
    public static Button unpinButton(RelationshipGraphPage page) {
        return page.unpin;
    }

    /** The open weight field, or null. */
    public static Text weightField(RelationshipGraphPage page) {
        WeightEditor editor = page.weightEditor;
        return editor == null || !WeightEditorProbe.isOpen(editor) ? null : WeightEditorProbe.field(editor);
    }

    /** Why the weight typed last was refused, or an empty string. */
    public static String weightRefusal(RelationshipGraphPage page) {
        WeightEditor editor = page.weightEditor;
        return editor == null || !WeightEditorProbe.isOpen(editor) ? "" : WeightEditorProbe.refusal(editor);
    }

    /** What a press at the pixel would take hold of: an agent, a population, a weight label, a relation, a group, or null. */
    public static Object under(RelationshipGraphPage page, Point pixel) {
        Object thing = GraphHits.at(page.graph.placement(), page.graph.labels(), page.graph.camera, pixel.x, pixel.y);
        return thing instanceof GraphHits.WeightLabel label ? "the weight label of " + label.relation().getFrom().getName()
                + " -> " + label.relation().getTo().getName() : thing;
    }

    /** The drop-down of the selected relation's formation, under the tools. */
    public static FormationChoice relationFormation(RelationshipGraphPage page) {
        return page.details.relationFormation;
    }

    /** The field of the selected group's attribute (name, member weight, leader weight), under the tools. */
    public static AttributeField groupField(RelationshipGraphPage page, EAttribute attribute) {
        return page.details.groupFields.stream().filter(field -> field.attribute() == attribute).findFirst()
                .orElseThrow();
    }

    /** A point of the title strip of a group's enclosure, in pixels, where a click selects the group. */
    public static Point pixelOfTitle(RelationshipGraphPage page, Group group) {
        GraphLayout.Box box = page.graph.placement().groups().get(group);
        GraphCamera camera = page.graph.camera;
        double x = camera.toPixelX(box.x() + 8);
        double y = camera.toPixelY(box.y() + GraphLayout.GROUP_TITLE / 2);
        return new Point((int) Math.round(x), (int) Math.round(y));
    }
}
