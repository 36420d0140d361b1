package org.crowdstudio.ui.sweep;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of this bundle,
        from messages.properties beside this class (translations go in messages_LANG.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.crowdstudio.ui.sweep.messages";

    public static String OpenSweepResultsHandler_message;
    public static String OpenSweepResultsHandler_noSweep;
    public static String OpenSweepResultsHandler_title;
    public static String SweepDialog_andVary;
    public static String SweepDialog_cluster;
    public static String SweepDialog_duration;
    public static String SweepDialog_durationNotANumber;
    public static String SweepDialog_here;
    public static String SweepDialog_message;
    public static String SweepDialog_noMaster;
    public static String SweepDialog_noOut;
    public static String SweepDialog_noValues;
    public static String SweepDialog_nothingVaried;
    public static String SweepDialog_out;
    public static String SweepDialog_outNotEmpty;
    public static String SweepDialog_run;
    public static String SweepDialog_runs;
    public static String SweepDialog_title;
    public static String SweepDialog_values;
    public static String SweepDialog_valuesHint;
    public static String SweepDialog_vary;
    public static String SweepDialog_where;
    public static String SweepJob_cannotStart;
    public static String SweepJob_failed;
    public static String SweepJob_name;
    public static String SweepJob_running;
    public static String SweepJob_runsDone;
    public static String SweepJob_runsDoneAndLeft;
    public static String SweepScenarioHandler_noLauncher;
    public static String SweepScenarioHandler_noScenario;
    public static String SweepScenarioHandler_saveFirst;
    public static String SweepChart_meanAndSpread;
    public static String SweepChart_runs;
    public static String SweepChart_title;
    public static String SweepResultsEditor_about;
    public static String SweepResultsEditor_by;
    public static String SweepResultsEditor_cannotOpenRun;
    public static String SweepResultsEditor_measure;
    public static String SweepResultsEditor_notAFile;
    public static String SweepResultsEditor_openRun;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
