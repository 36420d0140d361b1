package org.crowdstudio.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import java.util.List;

import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.RectangleDomain;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Sketch;
import org.junit.jupiter.api.Test;

/** Fields and bindings as the runtime gets them, and what the artist is told when they cannot be. */
class FieldSceneCompilerTest {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    private final ScenarioCompiler compiler = new ScenarioCompiler(TestAlgorithms.registry());
    private final Scenarios s = new Scenarios();
    private final BehaviourProfile walker = s.profile("Walker", "walk", null);
    private final Agent ada = s.agent("Ada", walker, 0, 0);
    private final Agent bob = s.agent("Bob", walker, 2, 0);

    @Test
    void aBindingReachesTheRuntimeWithItsSourcesReceiversAndWeights() throws Exception {
        FieldBinding binding = bind(field("Push", sketched()), ada, bob);
        binding.setWeight(2);
        binding.setNearSourceGain(3);

        FieldScene scene = compiler.compile(s.scenario).world().attachment(FieldScene.class).orElseThrow();

        assertThat(scene.bindings()).hasSize(1);
        BoundField bound = scene.bindings().get(0);
        assertThat(bound.name()).isEqualTo("fieldBindings[0] (Push)");
        assertThat(bound.emittedBy(0)).isTrue();
        assertThat(bound.emittedBy(1)).isFalse();
        assertThat(scene.receivedBy(1)).containsExactly(0);
        assertThat(scene.receivedBy(0)).isEmpty();
        assertThat(bound.weightAt(0)).as("at the source").isCloseTo(6, offset(1e-12));
        assertThat(bound.weightAt(bound.reach())).as("at the field's reach").isCloseTo(2, offset(1e-12));
    }

    @Test
    void aMutedBindingIsLeftOut() throws Exception {
        bind(field("Push", sketched()), ada, bob).setWeight(0);

        FieldScene scene = compiler.compile(s.scenario).world().attachment(FieldScene.class).orElseThrow();

        assertThat(scene.bindings()).isEmpty();
        assertThat(scene.receivedBy(1)).isEmpty();
    }

    @Test
    void anEditedBakedGridWithABadCellIsReportedByRowAndCell() {
        Keyframe keyframe = MODEL.createKeyframe();
        BakedGrid grid = MODEL.createBakedGrid();
        grid.setColumns(2);
        grid.setRows(2);
        grid.getCells().addAll(List.of("1 0;1 0", "1 0;one 0"));
        keyframe.setBakedGrid(grid);
        bind(field("Edited", keyframe), ada, bob);

        assertThatThrownBy(() -> compiler.compile(s.scenario)).isInstanceOfSatisfying(ScenarioCompileException.class,
                failure -> assertThat(failure.problems()).extracting(CompileProblem::toString).containsExactly(
                        "fields[Edited].keyframes[0]: cell 2 of row 2 of the baked grid is 'one 0', not two numbers \"vx vy\""));
    }

    @Test
    void aBakedGridWithAMissingRowIsReported() {
        Keyframe keyframe = MODEL.createKeyframe();
        BakedGrid grid = MODEL.createBakedGrid();
        grid.setColumns(2);
        grid.setRows(3);
        grid.getCells().addAll(List.of("1 0;1 0", "1 0;1 0"));
        keyframe.setBakedGrid(grid);
        bind(field("Edited", keyframe), ada, bob);

        assertThatThrownBy(() -> compiler.compile(s.scenario)).isInstanceOfSatisfying(ScenarioCompileException.class,
                failure -> assertThat(failure.problems()).extracting(CompileProblem::toString).containsExactly(
                        "fields[Edited].keyframes[0]: the baked grid has 2 rows of cells, not 3"));
    }

    @Test
    void aRotationLinkedFieldWithoutALinkedObjectIsReportedAtItsBinding() {
        InteractionField hide = field("Hide", sketched());
        hide.setParameter(FieldParameter.LINKED_ANGLE);
        bind(hide, ada, bob);

        assertThatThrownBy(() -> compiler.compile(s.scenario)).isInstanceOfSatisfying(ScenarioCompileException.class,
                failure -> assertThat(failure.problems()).extracting(CompileProblem::toString).containsExactly(
                        "fieldBindings[0]: a field with parameter LINKED_ANGLE needs a linked object"));
    }

    @Test
    void aFieldThatCannotBeBakedIsReportedOnceHoweverManyBindingsUseIt() {
        InteractionField empty = field("Empty", null);
        bind(empty, ada, bob);
        bind(empty, bob, ada);

        assertThatThrownBy(() -> compiler.compile(s.scenario)).isInstanceOfSatisfying(ScenarioCompileException.class,
                failure -> assertThat(failure.problems()).extracting(CompileProblem::toString).containsExactly(
                        "fields[Empty]: has no keyframe: draw at least one sketch"));
    }

    /** A 4 × 4 m velocity field around its source; no keyframe if keyframe is null. */
    private InteractionField field(String name, Keyframe keyframe) {
        InteractionField field = MODEL.createInteractionField();
        field.setId("field-" + name);
        field.setName(name);
        RectangleDomain domain = MODEL.createRectangleDomain();
        domain.setWidth(4);
        domain.setHeight(4);
        domain.setCenter(Scenarios.vector(0, 0));
        field.setDomain(domain);
        if (keyframe != null) {
            field.getKeyframes().add(keyframe);
        }
        s.scenario.getFields().add(field);
        return field;
    }

    /** One straight curve along the source's facing direction (−y). */
    private static Keyframe sketched() {
        Keyframe keyframe = MODEL.createKeyframe();
        Sketch sketch = MODEL.createSketch();
        GuideCurve curve = MODEL.createGuideCurve();
        curve.getPoints().add(Scenarios.vector(0, 2));
        curve.getPoints().add(Scenarios.vector(0, -2));
        sketch.getGuideCurves().add(curve);
        keyframe.setSketch(sketch);
        return keyframe;
    }

    private FieldBinding bind(InteractionField field, Agent source, Agent receiver) {
        FieldBinding binding = MODEL.createFieldBinding();
        binding.setField(field);
        binding.getSources().add(source);
        binding.getReceivers().add(receiver);
        s.scenario.getFieldBindings().add(binding);
        return binding;
    }
}
