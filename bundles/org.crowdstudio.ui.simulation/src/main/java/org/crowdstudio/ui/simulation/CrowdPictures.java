package org.crowdstudio.ui.simulation;

import java.util.Arrays;

import org.crowdstudio.ui.canvas.LatestOnly;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/**
 * Pictures of a large crowd ({@link AgentRaster}) written on a thread of their own while a run
 * plays, so that the UI thread only fills the newest one in: writing 100,000 disks and handing the
 * image to the display takes 10–15 ms, filling it in a fraction of a millisecond. A paint asks for
 * the crowd it would draw and draws the newest finished picture, a frame (about 16 ms) older, with
 * everything else drawn at that picture's frame too, so that rings and lines stay on their agents.
 * When a picture is finished the canvas is redrawn (GTK paints at most once a display frame
 * however often it is asked). One picture is written at a time; a request made meanwhile replaces
 * any other waiting, so the writer never falls behind. Called on the UI thread only, except for
 * the writing itself, which {@link LatestOnly} runs.
 */
final class CrowdPictures implements AutoCloseable {

    /**
     * A finished picture and what it shows.
     *
     * @param frame the crowd it shows
     * @param view the view it was written for
     * @param colours the profiles' colours it was written with
     */
    record Finished(CrowdPicture picture, Frame frame, MetreView view, RGB[] colours) {
    }

    /** What a picture is asked for. */
    private record Request(Frame frame, MetreView view, RGB[] colours, int[] profileOf, RGB heading, int run) {

        boolean shows(Frame shown, MetreView shownAs, RGB[] shownIn) {
            return frame == shown && view.showsAs(shownAs) && Arrays.equals(colours, shownIn);
        }
    }

    private final Display display;
    private final Runnable redraw;
    /** Used on the writer only. */
    private final AgentRaster raster = new AgentRaster();
    private final LatestOnly<CrowdPicture> writer = new LatestOnly<>("Crowd pictures");
    private Finished newest;
    /** The newest request: finished, being written or waiting. */
    private Request asked;
    private boolean closed;
    /** Counts the runs drawn: a picture finished for an earlier run is not shown. */
    private int run;
    /** The step whose picture could not be written, if any. */
    private Frame failed;

    /** @param redraw asks for a paint: called on the UI thread when a picture is finished */
    CrowdPictures(Display display, Runnable redraw) {
        this.display = display;
        this.redraw = redraw;
    }

    /**
     * Asks for a picture of the crowd as the view shows it now, unless it was the last asked for,
     * or writing that one failed.
     */
    void request(Frame frame, MetreView view, RGB[] colours, int[] profileOf, RGB heading) {
        if (closed || frame == failed || asked != null && asked.shows(frame, view, colours)) {
            return;
        }
        Request request = new Request(frame, view.copy(), colours.clone(), profileOf, heading, run);
        asked = request;
        writer.requestFinishingInFlight(generation -> written(request), picture -> {
            try {
                display.asyncExec(() -> finished(request, picture));
            } catch (SWTException displayGone) {
                if (picture != null) {
                    picture.dispose();
                }
            }
        });
    }

    /**
     * @return the newest finished picture if it was written for this view and these colours, else
     *         null; a picture for another view is let go, so that one for this view written later,
     *         of a newer step, takes its place (and the crowd never steps back after a pan)
     */
    Finished newest(MetreView view, RGB[] colours) {
        if (newest != null && !(newest.view().showsAs(view) && Arrays.equals(newest.colours(), colours))) {
            newest.picture().dispose();
            newest = null;
        }
        return newest;
    }

    /** On the writer: the picture, or null if it could not be written. */
    private CrowdPicture written(Request request) {
        try {
            return raster.render(display, request.view(), request.frame(), request.colours(), request.profileOf(),
                    CrowdPainter.HEADING_RADIUS, request.heading());
        } catch (RuntimeException | SWTError failure) {
            // Handed back as none: the paint then draws the crowd itself, and reports what is wrong as any paint does.
            return null;
        }
    }

    /** On the UI thread: the picture asked for is finished, or null if writing it failed. */
    private void finished(Request request, CrowdPicture picture) {
        boolean current = !closed && request.run() == run;
        if (picture == null && current) {
            // Not asked for again: a step that cannot be written would otherwise be written over and over.
            failed = request.frame();
        } else if (picture != null && current) {
            if (newest != null) {
                newest.picture().dispose();
            }
            newest = new Finished(picture, request.frame(), request.view(), request.colours());
            redraw.run();
        } else if (picture != null) {
            picture.dispose();
        }
    }

    /** A new run: the pictures of the last are not shown again. */
    void forget() {
        run++;
        asked = null;
        failed = null;
        if (newest != null) {
            newest.picture().dispose();
            newest = null;
        }
    }

    /** Stops writing and lets go of the pictures. */
    @Override
    public void close() {
        closed = true;
        writer.close();
        if (newest != null) {
            newest.picture().dispose();
            newest = null;
        }
    }
}
