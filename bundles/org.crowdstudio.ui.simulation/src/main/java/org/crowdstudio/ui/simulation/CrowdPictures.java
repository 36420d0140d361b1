package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

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
 * the writing itself.
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

        boolean shows(Frame shown, MetreView shownAs, RGB[] shownIn) {
            return frame == shown && view.showsAs(shownAs) && Arrays.equals(colours, shownIn);
        }
    }

    /** What a picture is asked for. */
    private record Request(Frame frame, MetreView view, RGB[] colours, int[] profileOf, RGB heading, int run) {

        boolean shows(Frame shown, MetreView shownAs, RGB[] shownIn) {
            return frame == shown && view.showsAs(shownAs) && Arrays.equals(colours, shownIn);
        }
    }

    private final Display display;
    private final Runnable redraw;
    private final AgentRaster raster = new AgentRaster();
    private final ExecutorService writer = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "Crowd pictures");
        thread.setDaemon(true);
        return thread;
    });
    private Finished newest;
    private Request waiting;
    private Request writing;
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
     * Asks for a picture of the crowd as the view shows it now, unless the newest or the one being
     * written is that already, or writing that one failed.
     */
    void request(Frame frame, MetreView view, RGB[] colours, int[] profileOf, RGB heading) {
        if (closed || frame == failed || newest != null && newest.shows(frame, view, colours)
                || writing != null && writing.shows(frame, view, colours)) {
            return;
        }
        Request request = new Request(frame, view.copy(), colours.clone(), profileOf, heading, run);
        if (writing != null) {
            waiting = request;
        } else {
            write(request);
        }
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

    private void write(Request request) {
        writing = request;
        writer.execute(() -> {
            CrowdPicture picture = null;
            try {
                picture = raster.render(display, request.view(), request.frame(), request.colours(),
                        request.profileOf(), CrowdPainter.HEADING_RADIUS, request.heading());
            } catch (RuntimeException | SWTError failure) {
                // Handed back as none: the paint then draws the crowd itself, and reports what is
                // wrong as any paint does.
            }
            CrowdPicture done = picture;
            try {
                display.asyncExec(() -> finished(request, done));
            } catch (SWTException displayGone) {
                if (done != null) {
                    done.dispose();
                }
            }
        });
    }

    /** On the UI thread: the picture asked for is finished, or null if writing it failed. */
    private void finished(Request request, CrowdPicture picture) {
        writing = null;
        boolean current = !closed && request.run() == run;
        if (picture == null && current) {
            // Not asked for again: a step that cannot be written would otherwise be written over and over.
            failed = request.frame();
        } else if (picture != null && current) {
            if (newest != null) {
                newest.picture().dispose();
            }
            newest = new Finished(picture, request.frame(), request.view(), request.colours());
        } else if (picture != null) {
            picture.dispose();
        }
        if (closed) {
            return;
        }
        if (waiting != null) {
            Request next = waiting;
            waiting = null;
            write(next);
        }
        if (current && picture != null) {
            redraw.run();
        }
    }

    /** A new run: the pictures of the last are not shown again. */
    void forget() {
        run++;
        waiting = null;
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
        waiting = null;
        writer.shutdown();
        if (newest != null) {
            newest.picture().dispose();
            newest = null;
        }
    }
}
