package org.crowdstudio.ui.simulation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Collectors;

import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.canvas.Panels;
import org.crowdstudio.ui.editor.ProblemsView;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.pages.SelectionFunnel;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

/**
 * The live simulation of the scenario in the active scenario editor: the crowd drawn top-down,
 * play, pause, step, reset and speed, the GlobalInterest slider and the timeline's artist events
 * acting on the running simulation, and the keyboard (arrows or WASD) steering a user-controlled
 * agent, with overlays (fields, trails, goals, and those methods contribute). The simulation runs
 * on its own thread; while it plays, the view draws the crowd between its two newest steps up to
 * 60 times a second ({@link FrameMotion}), so motion is fluid at any time step, and never waits for
 * a step.
 */
public final class SimulationView extends ViewPart {

    public static final String ID = "org.crowdstudio.ui.views.simulation";

    /** Between frames: about 60 a second, the rate of most displays. */
    static final int FRAME_MILLIS = 16;
    /** A press and release closer than this many pixels is a click, not a drag. */
    private static final int CLICK_SLOP = 3;
    /** A click this many pixels beside an agent's body still picks it. */
    private static final double PICK_SLOP_PIXELS = 4;
    private static final String[] SPEEDS = {"0.25×", "0.5×", "1×", "2×", "4×", Messages.SimulationView_fastest};
    private static final double[] PACES = {0.25, 0.5, 1, 2, 4, 0};
    /** Distinct colours for profiles that name none (Tableau 10). */
    private static final int[] PALETTE = {0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F, 0xEDC948, 0xB07AA1, 0xFF9DA7, 0x9C755F, 0xBAB0AC};

    final MetreView view = new MetreView();
    private final KeyboardSteering keyboard = new KeyboardSteering();
    /** Hands the user-controlled agent back to its route once the keys have rested this long, ms. */
    public static final int AUTOPILOT_IDLE_MILLIS = 3000;
    private final Runnable backToRoute = this::backToRoute;
    Button autopilot;
    private final IPartListener2 editorTracker = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference reference) {
            // The view simulates the scenario of the scenario editor last activated.
            if (reference.getPart(false) instanceof ScenarioEditor scenarioEditor && scenarioEditor != editor) {
                editor = scenarioEditor;
                liveEditing.follow(editor);
                load();
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference reference) {
            if (reference.getPart(false) == editor) {
                editor = null;
                liveEditing.follow(null);
                closeSession();
                drawn = null;
                shown = null;
                setPartName(Messages.SimulationView_simulation);
                status.setText(Messages.SimulationView_openAScenarioToSimulate);
                canvas.redraw();
            }
        }
    };
    private ScenarioEditor editor;
    SimulationSession session;
    /** Counts loads, so a compile that finishes after a newer load was asked for is thrown away. */
    private int loads;
    private CrowdDrawing drawing;
    Overlays overlays;
    private LiveEditing liveEditing;
    /** The environment's min x, min y, max x, max y, or null if it gives none. */
    private double[] bounds;
    /** Whether the scenario has a social layer, so the socialising fraction means something. */
    private boolean social;
    Canvas canvas;
    Button play;
    Button step;
    private Button record;
    private RunRecording recording;
    /** The agent being inspected, or -1. */
    int inspected = -1;
    /**
     * One agent selected in the editor this view plays (on any of its pages: the relationship graph,
     * the agents' table, the tree) is inspected here too. Individually placed agents come first in
     * a run, in the scenario's order, so an agent's place among them is its id.
     */
    private final ISelectionListener editorSelection = (part, selection) -> {
        if (part == editor && session != null && selection instanceof IStructuredSelection chosen && chosen.size() == 1
                && chosen.getFirstElement() instanceof Agent agent) {
            int id = editor.scenario().getAgents().indexOf(agent);
            if (id >= 0 && id < session.latest().size() && id != inspected) {
                inspect(id);
            }
        }
    };
    /** The agent watched beside the inspected one (its interest is plotted), or -1. */
    int watched = -1;
    /** The last thing the view had to say (a recording written, say), shown after the figures. */
    private String notice;
    Combo speed;
    private Label time;
    LiveControls liveControls;
    private Composite events;
    Label status;
    /** Shown when the scenario cannot run for problems the editor lists: takes the artist to the first. */
    Link showProblems;
    /** The newest step the last paint was asked to draw (a large crowd playing shows a frame later: {@link CrowdPictures}). */
    private Frame drawn;
    /** The crowd as last painted: the newest step, or a moment between it and the step before; clicks pick in it. */
    Frame shown;
    /** How far the last paint was asked to draw from the step before the newest to the newest, 0 to 1. */
    private double shownProgress = 1;
    /** The views that follow the run hear of it at most this often while it plays (the selection service). */
    private static final long PUBLISH_NANOS = 250_000_000L;
    private final SelectionFunnel runSelection = new SelectionFunnel();
    private Frame published;
    private long publishedAt;
    private long framesDrawn;
    private long rateStart = System.nanoTime();
    private double framesPerSecond;

    @Override
    public void createPartControl(Composite parent) {
        Composite body = Panels.column(parent);
        createControls(body);
        canvas = new Canvas(body, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite statusRow = new Composite(body, SWT.NONE);
        statusRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        GridLayout statusLayout = new GridLayout(2, false);
        statusLayout.marginWidth = 0;
        statusLayout.marginHeight = 0;
        statusRow.setLayout(statusLayout);
        status = new Label(statusRow, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status.setText(Messages.SimulationView_openAScenarioToSimulate);
        showProblems = new Link(statusRow, SWT.NONE);
        showProblems.setText(Messages.SimulationView_aShowProblemsA);
        showProblems.setToolTipText(Messages.SimulationView_goToTheFirstProblem);
        showProblems.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        showProblems.addListener(SWT.Selection, event -> goToProblems());
        showProblemsLink(false);
        overlays = new Overlays(canvas.getDisplay(), canvas::redraw, this::recaptureOverlays, this::showStatus);
        overlays.contributeTo(getViewSite().getActionBars());
        liveEditing = new LiveEditing(canvas.getDisplay(), () -> session, this::showStatus, overlays::worldChanged);
        drawing = new CrowdDrawing(canvas.getDisplay(), overlays, () -> {
            if (!canvas.isDisposed()) {
                canvas.redraw();
            }
        });
        canvas.addPaintListener(event -> paint(event.gc));
        canvas.addListener(SWT.Resize, event -> view.resize(canvas.getClientArea().width, canvas.getClientArea().height));
        canvas.addListener(SWT.MouseVerticalWheel, event -> {
            view.zoomAt(event.x, event.y, event.count > 0 ? 1.15 : 1 / 1.15);
            canvas.redraw();
        });
        addPanningAndPicking();
        canvas.addListener(SWT.KeyDown, event -> steer(event, true));
        canvas.addListener(SWT.KeyUp, event -> steer(event, false));
        canvas.addListener(SWT.MouseDown, event -> canvas.setFocus());
        getSite().setSelectionProvider(runSelection);
        getSite().getPage().addPartListener(editorTracker);
        getSite().getPage().addPostSelectionListener(editorSelection);
        if (getSite().getPage().getActiveEditor() instanceof ScenarioEditor active) {
            editor = active;
            liveEditing.follow(editor);
            load();
        }
        canvas.getDisplay().timerExec(FRAME_MILLIS, this::tick);
    }

    private void createControls(Composite body) {
        Composite bar = new Composite(body, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        RowLayout row = new RowLayout();
        row.center = true;
        row.spacing = 6;
        bar.setLayout(row);
        play = button(bar, SWT.TOGGLE, Messages.SimulationView_play,
                Messages.SimulationView_playOrPauseTheSimulation, event -> playOrPause());
        step = button(bar, SWT.PUSH, Messages.SimulationView_step, Messages.SimulationView_takeOneTimeStep, event -> {
            if (session != null) {
                session.live().step();
            }
        });
        button(bar, SWT.PUSH, Messages.SimulationView_reset, Messages.SimulationView_startAgainFromTheScenario, event -> load());
        record = button(bar, SWT.TOGGLE, Messages.SimulationView_record, Messages.SimulationView_recordTheRunFromNow, event -> {
            if (record.getSelection()) {
                chooseRecordingFile();
            } else {
                stopRecording();
            }
        });
        new Label(bar, SWT.NONE).setText(Messages.SimulationView_speed);
        speed = new Combo(bar, SWT.READ_ONLY);
        speed.setItems(SPEEDS);
        speed.select(2);
        speed.addListener(SWT.Selection, event -> applyPace());
        time = new Label(bar, SWT.NONE);
        // Wide enough for hours of simulated time, so the bar need not lay out again as time grows.
        time.setText("t = 9999.9 s");
        time.setLayoutData(new RowData(time.computeSize(SWT.DEFAULT, SWT.DEFAULT)));
        time.setText("t = 0.0 s");
        autopilot = button(bar, SWT.CHECK, Messages.SimulationView_autopilotWhenIdle,
                NLS.bind(Messages.SimulationView_aUserControlledAgentWith, AUTOPILOT_IDLE_MILLIS / 1000),
                event -> {
                    if (!autopilot.getSelection()) {
                        autopilot.getDisplay().timerExec(-1, backToRoute);
                    }
                });
        autopilot.setSelection(true);
        new Label(bar, SWT.SEPARATOR | SWT.VERTICAL);
        liveControls = new LiveControls(bar, (name, value) -> {
            if (session != null) {
                session.live().setGlobal(name, value);
            }
        });
        events = new Composite(bar, SWT.NONE);
        events.setLayout(new RowLayout());
    }

    private static Button button(Composite parent, int style, String text, String tip, org.eclipse.swt.widgets.Listener action) {
        Button button = new Button(parent, style);
        button.setText(text);
        button.setToolTipText(tip);
        button.addListener(SWT.Selection, action);
        return button;
    }

    /**
     * Dragging pans; a left click that does not drag selects the agent under it, or no one; a
     * shift-click picks the agent watched beside the selected one.
     */
    private void addPanningAndPicking() {
        int[] last = new int[2];
        int[] pressedAt = new int[2];
        boolean[] panning = new boolean[1];
        boolean[] dragged = new boolean[1];
        canvas.addListener(SWT.MouseDown, event -> {
            panning[0] = event.button == 1 || event.button == 2;
            dragged[0] = false;
            last[0] = pressedAt[0] = event.x;
            last[1] = pressedAt[1] = event.y;
        });
        canvas.addListener(SWT.MouseMove, event -> {
            if (panning[0]) {
                dragged[0] |= Math.abs(event.x - pressedAt[0]) + Math.abs(event.y - pressedAt[1]) > CLICK_SLOP;
                view.panByPixels(event.x - last[0], event.y - last[1]);
                last[0] = event.x;
                last[1] = event.y;
                canvas.redraw();
            }
        });
        canvas.addListener(SWT.MouseUp, event -> {
            if (panning[0] && event.button == 1 && !dragged[0] && session != null) {
                // Pick among the agents where they are drawn, which while playing is up to a step behind the run.
                Frame frame = shown != null && shown.size() == session.latest().size() ? shown : session.latest();
                int picked = frame.agentAt(view.toMetresX(event.x), view.toMetresY(event.y), PICK_SLOP_PIXELS / view.pixelsPerMetre());
                if ((event.stateMask & SWT.SHIFT) != 0 && inspected >= 0 && picked >= 0 && picked != inspected) {
                    watchBeside(picked);
                } else {
                    inspect(picked);
                }
            }
            panning[0] = false;
        });
    }

    /**
     * Selects an agent for inspection (its report shows in the Agent Inspector), or no one.
     *
     * @param agent the agent's id, or -1
     */
    public void inspect(int agent) {
        if (session == null) {
            return;
        }
        inspected = agent;
        watched = -1;
        session.inspect(agent, watched);
        canvas.redraw();
        publishRunState();
        if (agent >= 0) {
            try {
                getSite().getPage().showView(AgentInspectorView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            } catch (PartInitException unavailable) {
                showStatus(NLS.bind(Messages.SimulationView_theAgentInspectorCannotOpen, unavailable.getMessage()));
            }
        }
    }

    /**
     * Watches another agent beside the inspected one: the social layer reports the pair's interest
     * wherever the two are, and the Plots view draws it over time.
     *
     * @param other the other agent's id; ignored without an inspected agent
     */
    public void watchBeside(int other) {
        if (session == null || inspected < 0 || other == inspected || other < 0 || other >= session.latest().size()) {
            return;
        }
        watched = other;
        session.inspect(inspected, watched);
        canvas.redraw();
    }

    /** The run's figures so far, for the Plots view; null before a run. */
    RunHistory.Snapshot history() {
        return session == null ? null : session.history();
    }

    /** @return how long each conversation of the run that ended lasted, s; empty before a run */
    double[] conversationLengths() {
        return session == null ? new double[0] : session.conversationLengths();
    }

    /** The label of an agent of the running scenario, e.g. {@code Guests#12}; null before a run. */
    public String agentLabel(int agent) {
        return session == null || agent < 0 || agent >= session.agentLabels().size() ? null : session.agentLabels().get(agent);
    }

    /** Tells the views that follow the run (through the selection service) what it shows now. */
    private void publishRunState() {
        Frame newest = session == null ? null : session.latest();
        RunState.Step step = newest == null ? null : new RunState.Step(newest.time(), newest.partners(), newest.overlays());
        runSelection.take(new StructuredSelection(new RunState(inspected, inspectedReport(), history(), conversationLengths(), this::agentLabel, step)));
    }

    /** The inspected agent's report of the newest step, or null. */
    public AgentReport inspectedReport() {
        if (session == null || inspected < 0) {
            return null;
        }
        AgentReport report = session.latest().report();
        return report != null && report.agent() == inspected ? report : null;
    }

    /** Compiles the active editor's scenario as {@link #load} does and plays it as soon as it is compiled. */
    public void loadAndPlay() {
        if (!play.getSelection()) {
            play.setSelection(true);
            playOrPause();
        }
        load();
    }

    /** Compiles the active editor's scenario (a copy, off the UI thread) and starts a new run, paused. */
    public void load() {
        if (editor == null) {
            status.setText(Messages.SimulationView_openAScenarioToSimulate);
            return;
        }
        closeSession();
        notice = null;
        Scenario copy = EcoreUtil.copy(editor.scenario());
        String name = editor.getPartName();
        int load = ++loads;
        status.setText(NLS.bind(Messages.SimulationView_compiling0, name));
        showProblemsLink(false);
        Job compile = Job.create(NLS.bind(Messages.SimulationView_compiling02, name), monitor -> {
            SimulationSession started;
            List<ValidationProblem> errors = RunGate.errors(copy);
            if (!errors.isEmpty()) {
                String message = errors.stream().map(Object::toString).collect(Collectors.joining("\n"));
                canvas.getDisplay().asyncExec(() -> failed(load, name, message, true));
                return Status.OK_STATUS;
            }
            try {
                started = new SimulationSession(copy, EquinoxAlgorithms.registry(), overlays.contributed());
            } catch (ScenarioCompileException problems) {
                String message = problems.problems().stream().map(Object::toString).collect(Collectors.joining("\n"));
                canvas.getDisplay().asyncExec(() -> failed(load, name, message, true));
                return Status.OK_STATUS;
            } catch (RuntimeException broken) {
                // An algorithm refusing its parameters, say: the artist sees why, the workbench goes on,
                // and the algorithm's author finds the whole story in the Error Log.
                String message = broken.getMessage() == null ? broken.getClass().getSimpleName() : broken.getMessage();
                ILog.of(SimulationView.class).log(Status.warning(NLS.bind(Messages.SimulationView_0CouldNotBeSimulated,
                        name, message), broken));
                canvas.getDisplay().asyncExec(() -> failed(load, name, message, false));
                return Status.OK_STATUS;
            }
            canvas.getDisplay().asyncExec(() -> started(load, started, copy, name));
            return Status.OK_STATUS;
        });
        compile.setUser(false);
        compile.schedule();
    }

    private void failed(int load, String name, String problems, boolean listed) {
        if (status.isDisposed() || load != loads) {
            return;
        }
        status.setText(NLS.bind(Messages.SimulationView_0CannotRun1, name, problems.lines().findFirst().orElse("")));
        status.setToolTipText(problems);
        showProblemsLink(listed);
    }

    private void showProblemsLink(boolean shown) {
        showProblems.setVisible(shown);
        ((GridData) showProblems.getLayoutData()).exclude = !shown;
        showProblems.getParent().layout();
    }

    /** Activates the scenario's editor on its first error (or first problem), whose element it selects. */
    private void goToProblems() {
        if (editor == null) {
            return;
        }
        getSite().getPage().activate(editor);
        List<ValidationProblem> problems = editor.problems();
        int first = 0;
        while (first < problems.size() && problems.get(first).severity() != Severity.ERROR) {
            first++;
        }
        if (!problems.isEmpty()) {
            editor.pickProblem(first < problems.size() ? first : 0);
        }
        try {
            // Every problem, of this scenario and the others open, where the artist can work through them.
            getSite().getPage().showView(ProblemsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
        } catch (PartInitException cannotShow) {
            showStatus(cannotShow.getMessage());
        }
    }

    private void started(int load, SimulationSession started, Scenario scenario, String name) {
        if (canvas.isDisposed() || load != loads) {
            started.close();
            return;
        }
        session = started;
        // A reset keeps the inspected agent when the new run still has it.
        if (inspected >= started.latest().size() || watched >= started.latest().size()) {
            inspected = -1;
            watched = -1;
        } else if (inspected >= 0) {
            started.inspect(inspected, watched);
        }
        overlays.newRun(started.compiled().world());
        social = (scenario.getSocial() == null || scenario.getSocial().isEnabled())
                && scenario.getProfiles().stream().anyMatch(profile -> profile.getSocialTraits() != null);
        int[] profileOfAgent = new int[started.latest().size()];
        for (int agent = 0; agent < profileOfAgent.length; agent++) {
            profileOfAgent[agent] = started.profileOf(agent);
        }
        setPartName(NLS.bind(Messages.SimulationView_simulation0, name));
        rebuildEventButtons();
        status.setToolTipText(null);
        fit(scenario, started.latest());
        drawing.newRun(started.compiled().world().obstacles(), bounds, colours(scenario), profileOfAgent, started.userAgent());
        applyPace();
        liveControls.show(started.compiled().world().globals());
        if (play.getSelection()) {
            session.live().play();
        }
        drawn = null;
        shown = null;
        canvas.redraw();
    }

    private void rebuildEventButtons() {
        for (Control old : events.getChildren()) {
            old.dispose();
        }
        for (String event : session.artistEvents()) {
            button(events, SWT.PUSH, event, NLS.bind(Messages.SimulationView_fireTheTimelineEvent0, event), press -> fire(event));
        }
        events.getParent().layout(true, true);
    }

    private void fire(String event) {
        if (session != null) {
            session.live().fire(event);
        }
    }

    private void playOrPause() {
        play.setText(play.getSelection() ? Messages.SimulationView_pause : Messages.SimulationView_play);
        play.getParent().layout();
        if (session == null) {
            return;
        }
        if (play.getSelection()) {
            session.live().play();
        } else {
            session.live().pause();
            // Playing, a large crowd was shown a frame behind (CrowdPictures); paused, the step itself is shown.
            canvas.redraw();
        }
    }

    private void applyPace() {
        if (session != null) {
            session.live().setPace(PACES[Math.max(0, speed.getSelectionIndex())]);
        }
    }

    private void steer(Event event, boolean pressed) {
        if (event.character == ' ' && pressed) {
            play.setSelection(!play.getSelection());
            playOrPause();
            return;
        }
        if (session == null || session.userAgent() < 0 || !keyboard.update(event.keyCode, pressed)) {
            return;
        }
        double[] direction = keyboard.direction();
        session.live().setUserVelocity(session.userAgent(), direction[0] * session.userSpeed(), direction[1] * session.userSpeed());
        boolean resting = direction[0] == 0 && direction[1] == 0;
        canvas.getDisplay().timerExec(resting && autopilot.getSelection() ? AUTOPILOT_IDLE_MILLIS : -1, backToRoute);
    }

    /** The keys have rested: the user-controlled agent walks its own goals or route again until they are pressed. */
    private void backToRoute() {
        if (session != null && session.userAgent() >= 0 && autopilot.getSelection()) {
            session.live().releaseUserVelocity(session.userAgent());
        }
    }

    /** Shows the environment's bounds, or else the first frame's agents and the obstacles. */
    private void fit(Scenario scenario, Frame frame) {
        Environment environment = scenario.getEnvironment();
        bounds = null;
        if (environment != null && environment.getMin() != null && environment.getMax() != null
                && environment.getMax().getX() > environment.getMin().getX()) {
            bounds = new double[] {environment.getMin().getX(), environment.getMin().getY(), environment.getMax().getX(), environment.getMax().getY()};
            view.fit(bounds[0], bounds[1], bounds[2], bounds[3]);
            return;
        }
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        List<double[]> points = new ArrayList<>(session.compiled().world().obstacles());
        points.add(frame.positions());
        for (double[] polygon : points) {
            for (int i = 0; i + 1 < polygon.length; i += 2) {
                minX = Math.min(minX, polygon[i]);
                maxX = Math.max(maxX, polygon[i]);
                minY = Math.min(minY, polygon[i + 1]);
                maxY = Math.max(maxY, polygon[i + 1]);
            }
        }
        if (minX <= maxX) {
            view.fit(minX - 1, minY - 1, maxX + 1, maxY + 1);
        }
    }

    private Color[] colours(Scenario scenario) {
        List<BehaviourProfile> profiles = scenario.getProfiles();
        Color[] made = new Color[Math.max(1, profiles.size())];
        for (int i = 0; i < made.length; i++) {
            String hex = i < profiles.size() ? profiles.get(i).getColor() : null;
            int rgb = PALETTE[i % PALETTE.length];
            if (hex != null && hex.matches("#[0-9A-Fa-f]{6}")) {
                rgb = Integer.parseInt(hex.substring(1), 16);
            }
            made[i] = new Color(canvas.getDisplay(), rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
        }
        return made;
    }

    /** Called about 60 times a second on the UI thread: draws a newer step, or the crowd moving towards it. */
    private void tick() {
        if (canvas.isDisposed()) {
            return;
        }
        Frame latest = session == null ? null : session.latest();
        // Until the artist picks one, the first agent the inspected one socialises with is watched.
        if (latest != null && inspected >= 0 && watched < 0 && latest.partners()[inspected] >= 0) {
            watchBeside(latest.partners()[inspected]);
        }
        if (latest != null && (latest != drawn || shownProgress < 1)) {
            canvas.redraw();
        }
        long now = System.nanoTime();
        if (latest != published && now - publishedAt >= PUBLISH_NANOS) {
            publishRunState();
            published = latest;
            publishedAt = now;
        }
        canvas.getDisplay().timerExec(FRAME_MILLIS, this::tick);
    }

    private void paint(GC gc) {
        if (session == null) {
            drawing.paintFloor(gc, canvas.getClientArea(), view);
            return;
        }
        FrameMotion motion = session.motion();
        // Paused, a single step shows at once; playing, the crowd is drawn one step behind, moving.
        shownProgress = play.getSelection() ? motion.progress(System.nanoTime()) : 1;
        Frame frame = drawing.paint(gc, canvas.getClientArea(), view, motion.at(shownProgress), play.getSelection(), inspected,
                watched);
        drawn = motion.to();
        shown = frame;
        countFrame();
        time.setText(String.format("t = %.1f s", frame.time()));
        String socialising = social ? String.format(Messages.SimulationView_0fSocialising, 100 * frame.socialisingFraction()) : "";
        String recorded = recording == null ? "" : String.format(Messages.SimulationView_recordingDSteps, recording.steps());
        String said = notice == null ? "" : " · " + notice;
        status.setText(String.format(Messages.SimulationView_dAgentsS0fFrames, frame.size(), socialising, framesPerSecond, recorded, said));
    }

    private void countFrame() {
        framesDrawn++;
        long now = System.nanoTime();
        if (now - rateStart >= 1_000_000_000L) {
            framesPerSecond = framesDrawn * 1e9 / (now - rateStart);
            framesDrawn = 0;
            rateStart = now;
        }
    }

    private void recaptureOverlays() {
        if (session != null) {
            session.recapture();
        }
    }

    private void chooseRecordingFile() {
        FileDialog dialog = new FileDialog(canvas.getShell(), SWT.SAVE);
        dialog.setText(Messages.SimulationView_recordRun);
        dialog.setFilterExtensions(new String[] {"*.csv"});
        dialog.setOverwrite(true);
        Path scenarioFile = editor == null ? null : editor.file();
        if (scenarioFile != null) {
            dialog.setFilterPath(scenarioFile.toAbsolutePath().getParent().toString());
            dialog.setFileName(scenarioFile.getFileName().toString().replaceFirst("\\.crowd$", "") + "-run.csv");
        }
        String chosen = dialog.open();
        if (chosen == null) {
            record.setSelection(false);
            return;
        }
        record(Path.of(chosen));
    }

    /**
     * Records the run from its current step to a CSV file until {@link #stopRecording()}, a reset
     * or the end of the session.
     *
     * @return whether recording started; if not, the status line says why
     */
    public boolean record(Path target) {
        stopRecording();
        if (session == null) {
            record.setSelection(false);
            return false;
        }
        try {
            recording = RunRecording.start(target, session.live());
        } catch (IOException | RuntimeException failed) {
            record.setSelection(false);
            showStatus(NLS.bind(Messages.SimulationView_cannotRecordTo01, target, describe(failed)));
            return false;
        }
        record.setSelection(true);
        record.setText(Messages.SimulationView_stopRecording);
        record.getParent().layout();
        return true;
    }

    /**
     * Ends the recording, if one is running, and writes its file off the UI thread.
     *
     * @return completes with the file written, or with null if nothing was being recorded
     */
    public CompletableFuture<Path> stopRecording() {
        if (recording == null) {
            return CompletableFuture.completedFuture(null);
        }
        RunRecording stopping = recording;
        recording = null;
        record.setSelection(false);
        record.setText(Messages.SimulationView_record);
        record.getParent().layout();
        CompletableFuture<Path> written = stopping.stop();
        written.whenComplete((path, failure) -> canvas.getDisplay().asyncExec(() -> {
            if (status.isDisposed()) {
                return;
            }
            showStatus(failure == null ? NLS.bind(Messages.SimulationView_recorded0StepsTo1, stopping.steps(), path)
                    : NLS.bind(Messages.SimulationView_recordingTo0Failed1, stopping.target(), describe(failure)));
        }));
        return written;
    }

    private static String describe(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof UncheckedIOException) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    /** Shows a message after the run's figures until the next one or the next load. */
    private void showStatus(String message) {
        notice = message;
        status.setText(message);
    }

    private void closeSession() {
        stopRecording();
        if (session != null) {
            session.close();
            session = null;
        }
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(editorTracker);
        getSite().getPage().removePostSelectionListener(editorSelection);
        liveEditing.dispose();
        drawing.dispose();
        closeSession();
        super.dispose();
    }
}
