package org.crowdstudio.ui.relations;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.GraphNode;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.pages.ScenarioFormPage;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.relations.GraphLayout.Placement;
import org.crowdstudio.ui.simulation.RunState;
import org.crowdstudio.ui.simulation.SimulationView;
import org.eclipse.core.runtime.ILog;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The Relationship Graph page: who follows whom (VC paper §3.2's e_ij), the groups and their
 * leaders, and the social picture (TA paper §4.1) in one picture that the artist edits directly
 * ({@link GraphCanvas}). Above it: what to show (all agents, a group's, a profile's), a search,
 * Fit, and the edits that act on the selection: make a group, set a leader, delete. Below it: a
 * line that explains what the pointer rests on, or why an edit was refused. Every change is a
 * command on the editor's stack, so undo, redo, the dirty marker, the Properties view (which shows
 * what is selected here) and the Groups page's matrix follow it. An agent selected here is
 * inspected in the Simulation view, and the agent inspected there is selected here.
 */
public final class RelationshipGraphPage extends ScenarioFormPage {

    public static final String ID = "relationships";

    /** The page's contribution to the scenario editor (org.crowdstudio.ui.editorPages), after the Groups page. */
    public static final class Contribution extends ContributedPage {
        public Contribution() {
            super(ID, 650, RelationshipGraphPage::new);
        }
    }

    GraphCanvas graph;
    Combo filter;
    Text search;
    Button fit;
    Button makeGroup;
    Button setLeader;
    private Button delete;
    Button unpin;
    Label status;
    WeightEditor weightEditor;
    SelectionDetails details;
    private List<GraphFilter> filters = List.of(GraphFilter.ALL);
    GraphContent content;
    private SocialPicture social;
    List<Object> laidOutShape;
    private Placement placement = Placement.EMPTY;
    /** Counts layouts asked for, so that a late one never replaces a newer one. */
    private int layoutsAsked;

    public RelationshipGraphPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, Messages.RelationshipGraphPage_relationships);
    }

    @Override
    protected String heading() {
        return Messages.RelationshipGraphPage_relationshipGraph;
    }

    @Override
    protected int columns() {
        return 1;
    }

    /**
     * The agent inspected in the Simulation view is selected here too, and who talks with whom or
     * is connected to whom is drawn, when the run is this scenario's: individually placed agents
     * come first in a run, in the scenario's order.
     */
    private final ISelectionListener runFollower = (part, selection) -> {
        if (graph == null || graph.control().isDisposed() || !(selection instanceof IStructuredSelection chosen)
                || !(chosen.getFirstElement() instanceof RunState state)) {
            return;
        }
        List<Agent> agents = editing.scenario().getAgents();
        graph.live(LiveLinks.of(state.step(), agents, state.labels()));
        int id = state.inspectedAgent();
        if (id >= 0 && id < agents.size() && Objects.equals(state.labels().apply(id), LiveLinks.runLabel(agents.get(id), id))
                && !graph.selection().equals(List.of(agents.get(id)))) {
            graph.select(List.of(agents.get(id)));
            updateButtons();
        }
    };

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        // Whether or not the Simulation view is the active part: a run plays while the artist works here.
        getSite().getPage().addPostSelectionListener(SimulationView.ID, runFollower);
        Composite client = tableSection(body, toolkit, Messages.RelationshipGraphPage_whoFollowsWhom,
                Messages.RelationshipGraphPage_dragFromOneAgentTo,
                1);
        createTools(client, toolkit);
        details = new SelectionDetails(client, toolkit, editing);
        graph = new GraphCanvas(client, new Gestures());
        GridData layout = new GridData(SWT.FILL, SWT.FILL, true, true);
        layout.heightHint = 400;
        layout.widthHint = 700;
        graph.control().setLayoutData(layout);
        status = toolkit.createLabel(client, "", SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        // The graph takes the page's height, not more: the page never scrolls the graph away.
        getManagedForm().getForm().addListener(SWT.Resize, event -> fillHeight());
        graph.control().addListener(SWT.Resize, event -> {
            if (!graph.cameraMoved()) {
                graph.fit();
            }
        });
    }

    private void fillHeight() {
        var form = getManagedForm().getForm();
        var canvas = graph.control();
        if (form.isDisposed() || canvas.isDisposed()) {
            return;
        }
        int top = form.getBody().toControl(canvas.toDisplay(0, 0)).y;
        int status = this.status.computeSize(SWT.DEFAULT, SWT.DEFAULT).y;
        int height = Math.max(240, form.getClientArea().height - top - status - 36);
        GridData layout = (GridData) canvas.getLayoutData();
        if (layout.heightHint != height) {
            layout.heightHint = height;
            form.reflow(true);
        }
    }

    private void createTools(Composite client, FormToolkit toolkit) {
        Composite tools = toolkit.createComposite(client);
        tools.setLayout(new GridLayout(8, false));
        tools.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        toolkit.createLabel(tools, Messages.RelationshipGraphPage_show);
        filter = new Combo(tools, SWT.READ_ONLY | SWT.DROP_DOWN);
        filter.setToolTipText(Messages.RelationshipGraphPage_showAllAgentsTheMembers);
        filter.addListener(SWT.Selection, event -> {
            graph.fit();
            refresh();
        });
        search = toolkit.createText(tools, "", SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        search.setMessage(Messages.RelationshipGraphPage_findAgentsByName);
        search.setLayoutData(new GridData(160, SWT.DEFAULT));
        search.addListener(SWT.Modify, event -> find());
        fit = toolkit.createButton(tools, Messages.RelationshipGraphPage_fit, SWT.PUSH);
        fit.setToolTipText(Messages.RelationshipGraphPage_showTheWholeGraph);
        fit.addListener(SWT.Selection, event -> graph.fit());
        makeGroup = toolkit.createButton(tools, Messages.RelationshipGraphPage_makeGroup, SWT.PUSH);
        makeGroup.setToolTipText(Messages.RelationshipGraphPage_makeANewGroupOf);
        makeGroup.addListener(SWT.Selection, event -> makeGroup());
        setLeader = toolkit.createButton(tools, Messages.RelationshipGraphPage_setLeader, SWT.PUSH);
        setLeader.setToolTipText(Messages.RelationshipGraphPage_makeTheSelectedAgentLead);
        setLeader.addListener(SWT.Selection, event -> setLeader());
        delete = toolkit.createButton(tools, Messages.RelationshipGraphPage_delete, SWT.PUSH);
        delete.setToolTipText(Messages.RelationshipGraphPage_deleteTheSelectedRelationsAnd);
        delete.addListener(SWT.Selection, event -> deleteSelected());
        unpin = toolkit.createButton(tools, Messages.RelationEdits_unpin, SWT.PUSH);
        unpin.setToolTipText(Messages.RelationshipGraphPage_handTheSelectedPinnedAgents);
        unpin.addListener(SWT.Selection, event -> run(RelationEdits.unpin(editing.getEditingDomain(), graph.selection())));
    }

    @Override
    public void refresh() {
        if (graph == null || graph.control().isDisposed()) {
            return;
        }
        closeWeightEditor();
        refreshFilters();
        GraphFilter chosen = filters.get(Math.max(0, filter.getSelectionIndex()));
        content = GraphContent.of(editing.scenario(), chosen);
        social = new SocialPicture(editing.scenario());
        List<Object> shape = content.shape();
        if (shape.equals(laidOutShape)) {
            graph.show(content, GraphPins.apply(placement, content), social);
        } else {
            layOut(content, shape, social);
        }
        updateButtons();
    }

    private void refreshFilters() {
        String chosen = filter.getSelectionIndex() >= 0 ? filter.getItem(filter.getSelectionIndex()) : GraphFilter.ALL.label();
        filters = GraphFilter.choices(editing.scenario());
        String[] labels = filters.stream().map(GraphFilter::label).toArray(String[]::new);
        if (!List.of(labels).equals(List.of(filter.getItems()))) {
            filter.setItems(labels);
        }
        int index = List.of(labels).indexOf(chosen);
        filter.select(Math.max(0, index));
    }

    /** Lays the content out off the UI thread; meanwhile the old picture stays. */
    private void layOut(GraphContent shown, List<Object> shape, SocialPicture picture) {
        int asked = ++layoutsAsked;
        var display = graph.control().getDisplay();
        CompletableFuture.supplyAsync(() -> GraphLayout.of(shown)).whenComplete((laidOut, failure) -> display.asyncExec(() -> {
            if (asked != layoutsAsked || graph.control().isDisposed()) {
                return;
            }
            if (failure != null) {
                ILog.of(getClass()).error(Messages.RelationshipGraphPage_theRelationshipGraphCouldNot, failure);
                status.setText(NLS.bind(Messages.RelationshipGraphPage_theGraphCouldNotBe, failure.getMessage()));
                return;
            }
            placement = laidOut;
            laidOutShape = shape;
            graph.show(shown, GraphPins.apply(laidOut, shown), picture);
            if (!graph.cameraMoved()) {
                graph.fit();
            }
            find();
        }));
    }

    private void find() {
        String text = search.getText().trim().toLowerCase(Locale.ROOT);
        Set<Agent> found = text.isEmpty() || content == null ? Set.of()
                : content.agents().stream().filter(agent -> Labels.name(agent).toLowerCase(Locale.ROOT).contains(text))
                        .collect(Collectors.toCollection(LinkedHashSet::new));
        graph.find(found);
        if (!text.isEmpty()) {
            status.setText(found.isEmpty() ? NLS.bind(Messages.RelationshipGraphPage_noAgentShownIsCalled, search.getText().trim())
                    : found.size() + (found.size() == 1 ? Messages.RelationshipGraphPage_agentFound : Messages.RelationshipGraphPage_agentsFound));
        }
    }

    private List<Agent> selectedAgents() {
        return graph.selection().stream().filter(Agent.class::isInstance).map(Agent.class::cast).toList();
    }

    private void updateButtons() {
        List<Object> selection = graph.selection();
        List<Agent> agents = selectedAgents();
        makeGroup.setEnabled(agents.size() >= 2);
        setLeader.setEnabled(agents.size() == 1 && content != null && content.home(agents.get(0)) != null);
        delete.setEnabled(selection.stream().anyMatch(thing -> thing instanceof Relation || thing instanceof Group));
        unpin.setEnabled(selection.stream().anyMatch(thing -> thing instanceof GraphNode node && node.getGraphPin() != null));
        details.show(selection);
    }

    private void run(Command command) {
        editing.execute(command);
    }

    private void refused(RelationEdits.Refused refused) {
        status.setText(refused.getMessage());
        status.setForeground(status.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        status.getParent().layout(true);
    }

    private void say(String text) {
        status.setText(text);
        status.setForeground(null);
    }

    private void makeGroup() {
        try {
            run(RelationEdits.makeGroup(editing.getEditingDomain(), editing.scenario(), selectedAgents()));
        } catch (RelationEdits.Refused refused) {
            refused(refused);
        }
    }

    private void setLeader() {
        List<Agent> agents = selectedAgents();
        if (agents.size() != 1) {
            return;
        }
        try {
            run(RelationEdits.lead(editing.getEditingDomain(), content.home(agents.get(0)), agents.get(0)));
        } catch (RelationEdits.Refused refused) {
            refused(refused);
        }
    }

    private void deleteSelected() {
        List<Object> selection = graph.selection();
        List<Relation> relations = selection.stream().filter(Relation.class::isInstance).map(Relation.class::cast).toList();
        var domain = editing.getEditingDomain();
        CompoundCommand all = new CompoundCommand(Messages.RelationshipGraphPage_delete);
        Command removeRelations = RelationEdits.remove(domain, editing.scenario(), relations);
        if (removeRelations != null) {
            all.append(removeRelations);
        }
        selection.stream().filter(Group.class::isInstance).map(Group.class::cast)
                .forEach(group -> all.append(RelationEdits.ungroup(domain, editing.scenario(), group)));
        if (!all.isEmpty()) {
            run(all.unwrap());
        }
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(SimulationView.ID, runFollower);
        super.dispose();
    }

    private void closeWeightEditor() {
        if (weightEditor != null) {
            weightEditor.close();
            weightEditor = null;
        }
    }

    /** Turns the canvas's gestures into commands. */
    private final class Gestures implements GraphCanvas.Listener {

        @Override
        public void relate(Agent follower, Object target) {
            try {
                Agent followed = RelationEdits.followable(target);
                Command command = RelationEdits.relate(editing.getEditingDomain(), editing.scenario(), follower, followed);
                if (command == null) {
                    RelationEdits.between(editing.scenario(), follower, followed).ifPresent(existing -> {
                        graph.select(List.of(existing));
                        selection().take(new StructuredSelection(existing));
                        updateButtons();
                    });
                    say(NLS.bind(Messages.RelationshipGraphPage_0Follows1AlreadyDrag, Labels.name(follower), Labels.name(followed)));
                    return;
                }
                run(command);
                say(NLS.bind(Messages.RelationshipGraphPage_0NowFollows1With, Labels.name(follower), Labels.name(followed)));
            } catch (RelationEdits.Refused refused) {
                refused(refused);
            }
        }

        @Override
        public void reweigh(Relation relation, double weight) {
            try {
                run(RelationEdits.reweigh(editing.getEditingDomain(), relation, weight));
            } catch (RelationEdits.Refused refused) {
                refused(refused);
            }
        }

        @Override
        public void typeWeight(Relation relation, Rectangle where) {
            closeWeightEditor();
            weightEditor = WeightEditor.open(graph.control(), relation, where,
                    (typedFor, weight) -> run(RelationEdits.reweigh(editing.getEditingDomain(), typedFor, weight)));
        }

        @Override
        public void selected(List<Object> selection) {
            selection().take(new StructuredSelection(selection));
            updateButtons();
        }

        @Override
        public void hovering(Object thing) {
            if (thing instanceof Agent agent) {
                List<Agent> agents = selectedAgents();
                List<Group> groups = editing.scenario().getGroups().stream().filter(group -> group.getMembers().contains(agent)).toList();
                say(social.describe(agent, agents.size() == 1 ? agents.get(0) : null)
                        + (groups.isEmpty() ? "" : " (in " + Labels.names(groups) + ")"));
            } else if (thing instanceof Population population) {
                say(social.describe(population));
            } else if (thing instanceof Relation relation) {
                say(NLS.bind(Messages.RelationshipGraphPage_0Follows1WithWeight,
                        Labels.name(relation.getFrom()), Labels.name(relation.getTo()), GraphPainter.number(relation.getWeight())));
            } else if (thing instanceof Group group) {
                say(NLS.bind(Messages.RelationshipGraphPage_0MembersFollowEachOther, new Object[] {Labels.name(group), group.getMembers().size(),
                        GraphPainter.number(group.getMemberWeight()), group.getLeaders().isEmpty() ? "" : NLS.bind(Messages.RelationshipGraphPage_and0WithWeight1,
                                Labels.names(group.getLeaders()), GraphPainter.number(group.getLeaderWeight()))}));
            }
        }

        @Override
        public void delete() {
            deleteSelected();
        }

        @Override
        public void pin(Object node, double x, double y) {
            if (node instanceof GraphNode pinned) {
                run(RelationEdits.pin(editing.getEditingDomain(), pinned, x, y));
                say(NLS.bind(Messages.RelationshipGraphPage_0IsPinnedWhereYou, Labels.name(pinned)));
            }
        }
    }
}
