package org.crowdstudio.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Widget;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;

/** What the UI tests share: the main window, letting the UI settle, and screenshots. */
final class Screens {

    private Screens() {
    }

    static IWorkbenchWindow mainWindow() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        return window != null ? window : workbench.getWorkbenchWindows()[0];
    }

    /** Dispatches UI events for half a second, so that layouts, repaints and async runnables happen. */
    static void flushEvents() {
        Display display = Display.getCurrent();
        long until = System.currentTimeMillis() + 500;
        while (System.currentTimeMillis() < until) {
            while (display.readAndDispatch()) {
                // keep dispatching until the queue is empty
            }
            Thread.onSpinWait();
        }
    }

    /** Dispatches UI events until the condition holds; fails naming what did not happen in time. */
    static void waitUntil(BooleanSupplier condition, long millis, String what) {
        Display display = Display.getCurrent();
        long until = System.currentTimeMillis() + millis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > until) {
                throw new AssertionError("not within " + millis + " ms: " + what);
            }
            if (!display.readAndDispatch()) {
                Thread.onSpinWait();
            }
        }
    }

    /** A mouse event at a pixel of a control, as SWT delivers it; button 0 for a move. */
    static void mouse(Control control, int type, int x, int y, int button) {
        Event event = new Event();
        event.type = type;
        event.x = x;
        event.y = y;
        event.button = button;
        event.widget = control;
        event.display = control.getDisplay();
        control.notifyListeners(type, event);
    }

    /** A left-button drag in a straight line between two points in metres, with a mouse move every pixel or so, as a hand delivers it. */
    static void drag(Control canvas, MetreView metres, double fromX, double fromY, double toX, double toY) {
        int x0 = (int) Math.round(metres.toPixelX(fromX));
        int y0 = (int) Math.round(metres.toPixelY(fromY));
        int x1 = (int) Math.round(metres.toPixelX(toX));
        int y1 = (int) Math.round(metres.toPixelY(toY));
        mouse(canvas, SWT.MouseDown, x0, y0, 1);
        int steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
        for (int i = 1; i <= steps; i++) {
            mouse(canvas, SWT.MouseMove, x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps, 0);
        }
        mouse(canvas, SWT.MouseUp, x1, y1, 1);
        flushEvents();
    }

    /** An event from the widget, as SWT fills one for a listener. */
    static Event event(Widget widget) {
        Event event = new Event();
        event.widget = widget;
        event.display = widget.getDisplay();
        return event;
    }

    /** Picks the drop-down's entry with this text, as a click on it does. */
    static void choose(Combo combo, String text) {
        int index = List.of(combo.getItems()).indexOf(text);
        if (index < 0) {
            throw new AssertionError("no entry " + text + " in " + List.of(combo.getItems()));
        }
        combo.select(index);
        combo.notifyListeners(SWT.Selection, event(combo));
        flushEvents();
    }

    /** Presses a button as a click does. */
    static void press(Button button) {
        button.notifyListeners(SWT.Selection, event(button));
        flushEvents();
    }

    /** Clicks a toggle button (Play, say): its state flips, then its listeners hear of it. */
    static void toggle(Button button) {
        button.setSelection(!button.getSelection());
        press(button);
    }

    /** Edit > Undo in the editor. */
    static void undo(ScenarioEditor editor) {
        IAction undo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
        undo.run();
        flushEvents();
    }

    /** Sizes the main window as a person would see it and saves what it shows as a PNG. */
    static ImageData screenshot(Shell shell, String name) throws Exception {
        shell.setSize(1280, 800);
        shell.setLocation(0, 0);
        shell.forceActive();
        flushEvents();
        ImageData picture = capture(shell);
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] {picture};
        loader.save(directory().resolve(name).toString(), SWT.IMAGE_PNG);
        return picture;
    }

    static Path file(String name) throws Exception {
        return directory().resolve(name);
    }

    /** Renders the control itself, so no window-manager trim or desktop shows in the picture. */
    static ImageData capture(Control control) {
        Rectangle size = control.getBounds();
        Image image = new Image(control.getDisplay(), size.width, size.height);
        GC gc = new GC(image);
        try {
            control.print(gc);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** Pixels that differ between two pictures of the same size, as {count, mean x, mean y}. */
    static double[] difference(ImageData one, ImageData other) {
        long count = 0;
        double sumX = 0;
        double sumY = 0;
        for (int y = 0; y < Math.min(one.height, other.height); y++) {
            for (int x = 0; x < Math.min(one.width, other.width); x++) {
                if (one.getPixel(x, y) != other.getPixel(x, y)) {
                    count++;
                    sumX += x;
                    sumY += y;
                }
            }
        }
        return new double[] {count, count == 0 ? Double.NaN : sumX / count, count == 0 ? Double.NaN : sumY / count};
    }

    static int distinctColours(ImageData picture) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < picture.height; y += 4) {
            for (int x = 0; x < picture.width; x += 4) {
                colours.add(picture.getPixel(x, y));
            }
        }
        return colours.size();
    }

    private static Path directory() throws Exception {
        Path directory = Path.of(System.getProperty("crowdstudio.screenshots", "target/screenshots"));
        Files.createDirectories(directory);
        return directory;
    }
}
