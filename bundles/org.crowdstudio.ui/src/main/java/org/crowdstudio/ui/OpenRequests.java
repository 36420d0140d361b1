package org.crowdstudio.ui;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.List;

import org.crowdstudio.ui.editor.ScenarioFiles;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/**
 * How a second {@code crowdstudio FILE.crowd} reaches the Crowd Studio already running: the
 * running workbench writes its process id to {@code instance} in the state folder, and the
 * launcher, seeing that process alive, leaves a request in {@code open-requests/} (one path per
 * line, moved in whole) instead of starting a second workbench on the same workspace. The
 * workbench watches that folder, opens the files and deletes the request. Files in the user's
 * own state folder, so no port is opened to anyone else on the machine.
 */
public final class OpenRequests implements AutoCloseable {

    /** The JVM property the launcher sets to the state folder; without it there is no mailbox. */
    public static final String STATE_PROPERTY = "crowdstudio.state";

    private final Path instance;
    private final Path requests;
    private final Display display;
    private final WatchService watcher;
    private final Thread thread;

    private OpenRequests(Path state, Display display) throws IOException {
        this.instance = state.resolve("instance");
        this.requests = state.resolve("open-requests");
        this.display = display;
        Files.createDirectories(requests);
        Files.writeString(instance, Long.toString(ProcessHandle.current().pid()));
        watcher = requests.getFileSystem().newWatchService();
        // A request moved into the folder is a create event too.
        requests.register(watcher, StandardWatchEventKinds.ENTRY_CREATE);
        thread = new Thread(this::watch, "crowdstudio-open-requests");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Writes the instance file and starts watching the state folder's requests; call on the UI
     * thread as the workbench starts. Requests that arrive before its window is open wait for
     * {@link #openWaiting()}.
     */
    public static OpenRequests start(Path state, Display display) throws IOException {
        return new OpenRequests(state, display);
    }

    /** Opens the files of the requests waiting; call once the workbench's window is open. */
    public void openWaiting() {
        display.asyncExec(this::handleAll);
    }

    private void watch() {
        try {
            while (true) {
                WatchKey key = watcher.take();
                key.pollEvents();
                key.reset();
                display.asyncExec(this::handleAll);
            }
        } catch (InterruptedException | ClosedWatchServiceException stopped) {
            // The workbench is closing.
        }
    }

    /** Opens the files of every complete request and deletes it. Runs on the UI thread. */
    private void handleAll() {
        if (display.isDisposed() || !PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
            window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        if (window == null) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(requests, "*.request")) {
            for (Path request : files) {
                List<Path> paths = Files.readAllLines(request).stream().filter(line -> !line.isBlank()).map(Path::of).toList();
                Files.deleteIfExists(request);
                ScenarioFiles.open(window, paths);
            }
        } catch (IOException unreadable) {
            // A request being moved in is picked up with the next event.
        }
    }

    @Override
    public void close() {
        try {
            watcher.close();
        } catch (IOException alreadyClosed) {
            // nothing to release
        }
        thread.interrupt();
        try {
            Files.deleteIfExists(instance);
        } catch (IOException left) {
            // The launcher checks that the process is alive, so a stale file does no harm.
        }
    }
}
