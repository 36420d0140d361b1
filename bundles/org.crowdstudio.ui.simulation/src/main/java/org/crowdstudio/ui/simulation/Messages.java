package org.crowdstudio.ui.simulation;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of this bundle, from messages.properties beside this class (translations go in messages_LANG.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.crowdstudio.ui.simulation.messages";

    public static String AgentInspectorView_agentD;
    public static String AgentInspectorView_clickAnAgentInThe;
    public static String AgentInspectorView_property;
    public static String AgentInspectorView_sStepDT1f;
    public static String AgentInspectorView_value;
    public static String ContributedOverlays_capturingStep0;
    public static String ContributedOverlays_drawingStep0;
    public static String ContributedOverlays_listingItsParts;
    public static String ContributedOverlays_noSimulationOverlayIsCalled;
    public static String ContributedOverlays_the0OverlayFailed1;
    public static String ContributedOverlays_theOverlay0Has1;
    public static String DrawingBenchmark_0NeedsAValue;
    public static String DrawingBenchmark_0TakesANumberNot;
    public static String DrawingBenchmark_agentsFramesSStepsS;
    public static String DrawingBenchmark_asFastAsPossible;
    public static String DrawingBenchmark_crowdStudioDrawingBenchmark;
    public static String DrawingBenchmark_crowdstudioBenchDrawing0;
    public static String DrawingBenchmark_drawingDAgentsAtPace;
    public static String DrawingBenchmark_everyProcessor;
    public static String DrawingBenchmark_usageCrowdstudioBenchDrawingAgents;
    public static String LineChart_timeS;
    public static String LiveEditing_0TakeEffectOnReset;
    public static String LiveEditing_applyingTheEditToThe;
    public static String LiveEditing_editAppliedToTheRunning;
    public static String LiveEditing_theEditCouldNotBe;
    public static String LiveEditing_theEditIsNotApplied;
    public static String LiveEditing_theEditIsNotApplied2;
    public static String LiveEditing_theEditIsNotApplied3;
    public static String LiveEditing_thisEditTakesEffectOn;
    public static String Overlays_goals;
    public static String Overlays_hideAll;
    public static String Overlays_noneInThisRun;
    public static String Overlays_showAll;
    public static String Overlays_showTheGoalsAgentsHead;
    public static String Overlays_showWhereEachAgentWalked;
    public static String Overlays_trails;
    public static String PlotsView_agentsSocialising;
    public static String PlotsView_clickAnAgentThenShift;
    public static String PlotsView_conversationLengths;
    public static String PlotsView_conversationLengthsNoneEndedYet;
    public static String PlotsView_conversations;
    public static String PlotsView_dConversationsMedian1fS;
    public static String PlotsView_interest;
    public static String PlotsView_interestOf0In1;
    public static String PlotsView_lengthS;
    public static String PlotsView_meanSpeed;
    public static String PlotsView_shiftClickAnotherAgentTo;
    public static String PlotsView_socialising;
    public static String PlotsView_socialisingTogether;
    public static String PlotsView_walkingInPairs;
    public static String PlotsView_watchedPair;
    public static String SimulateHandler_theSimulationViewCannotBe;
    public static String SimulationView_0CannotRun1;
    public static String SimulationView_0CouldNotBeSimulated;
    public static String SimulationView_0fSocialising;
    public static String SimulationView_aShowProblemsA;
    public static String SimulationView_aUserControlledAgentWith;
    public static String SimulationView_autopilotWhenIdle;
    public static String SimulationView_cannotRecordTo01;
    public static String SimulationView_compiling0;
    public static String SimulationView_compiling02;
    public static String SimulationView_dAgentsS0fFrames;
    public static String SimulationView_fastest;
    public static String SimulationView_fireTheTimelineEvent0;
    public static String SimulationView_goToTheFirstProblem;
    public static String SimulationView_openAScenarioToSimulate;
    public static String SimulationView_pause;
    public static String SimulationView_play;
    public static String SimulationView_playOrPauseTheSimulation;
    public static String SimulationView_record;
    public static String SimulationView_recordRun;
    public static String SimulationView_recordTheRunFromNow;
    public static String SimulationView_recorded0StepsTo1;
    public static String SimulationView_recordingDSteps;
    public static String SimulationView_recordingTo0Failed1;
    public static String SimulationView_reset;
    public static String SimulationView_simulation;
    public static String SimulationView_simulation0;
    public static String SimulationView_speed;
    public static String SimulationView_startAgainFromTheScenario;
    public static String SimulationView_step;
    public static String SimulationView_stopRecording;
    public static String SimulationView_takeOneTimeStep;
    public static String SimulationView_theAgentInspectorCannotOpen;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
