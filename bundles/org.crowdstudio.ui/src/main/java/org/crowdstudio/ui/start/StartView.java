package org.crowdstudio.ui.start;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.editor.RecentFiles;
import org.crowdstudio.ui.editor.ScenarioFiles;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.NotEnabledException;
import org.eclipse.core.commands.NotHandledException;
import org.eclipse.core.commands.common.NotDefinedException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ViewPart;

/**
 * The start page (Eclipse's welcome convention, as a view of the Crowd Authoring perspective): New
 * and Open Scenario, the scenarios opened last, and the shipped examples as a gallery, each with a
 * thumbnail drawn from the scenario, its description (which names the paper behind it) and one
 * button that opens the artist's own copy and plays it.
 */
public final class StartView extends ViewPart {

    public static final String ID = "org.crowdstudio.ui.views.start";
    /** The core's command that simulates and plays the active editor's scenario (plugin.xml). */
    public static final String SIMULATE = "org.crowdstudio.ui.commands.simulate";

    /** Where the artist's copies of the examples go; tests send them elsewhere. */
    static Path examplesFolder = Path.of(System.getProperty("user.home"), Messages.CrowdStudioWindowAdvisor_crowdStudio,
            "examples");

    /** The width a card takes in the gallery, pixels. */
    private static final int CARD_WIDTH = 270;

    final List<Card> cards = new ArrayList<>();
    private ScrolledComposite scroller;
    private Composite content;

    /** One example's place in the gallery. */
    record Card(ShippedExample example, Canvas thumbnail, Label name, Label description, Button play,
            ExamplePreview[] preview) {
    }

    @Override
    public void createPartControl(Composite parent) {
        scroller = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        content = new Composite(scroller, SWT.NONE);
        content.setLayout(new GridLayout(1, false));
        Label title = new Label(content, SWT.NONE);
        title.setText(Messages.CrowdStudioWindowAdvisor_crowdStudio);
        title.setFont(JFaceResources.getHeaderFont());
        Label intro = new Label(content, SWT.WRAP);
        intro.setText(Messages.StartView_authorCrowdSteeringBehaviourSketch);
        GridData introWidth = new GridData(SWT.FILL, SWT.TOP, true, false);
        introWidth.widthHint = 400;
        intro.setLayoutData(introWidth);
        Composite start = new Composite(content, SWT.NONE);
        start.setLayout(new RowLayout());
        command(start, Messages.StartView_newScenario, "org.crowdstudio.ui.commands.newScenario");
        command(start, Messages.StartView_openScenario, "org.crowdstudio.ui.commands.openScenario");
        Button guide = new Button(start, SWT.PUSH);
        guide.setText(Messages.StartView_userGuide);
        guide.setToolTipText(Messages.StartView_makeAFieldBindIt);
        guide.addListener(SWT.Selection, event -> openUserGuide());
        List<Path> recent = RecentFiles.list();
        if (!recent.isEmpty()) {
            Label heading = new Label(content, SWT.NONE);
            heading.setText(Messages.StartView_recent);
            heading.setFont(JFaceResources.getBannerFont());
            for (Path file : recent.subList(0, Math.min(5, recent.size()))) {
                Link link = new Link(content, SWT.NONE);
                link.setText("<a>" + file.getFileName() + "</a>  " + file.getParent());
                link.addListener(SWT.Selection, event -> ScenarioFiles.open(getSite().getWorkbenchWindow(), List.of(file)));
            }
        }
        Label examples = new Label(content, SWT.NONE);
        examples.setText(Messages.StartView_examplesFromThePapersOpen);
        examples.setFont(JFaceResources.getBannerFont());
        Composite gallery = new Composite(content, SWT.NONE);
        gallery.setLayout(new GridLayout(3, true));
        gallery.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        for (ShippedExample example : ShippedExample.all()) {
            cards.add(card(gallery, example));
        }
        scroller.setContent(content);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        scroller.addListener(SWT.Resize, event -> {
            // As many cards a row as the view is wide for.
            int columns = Math.max(1, (scroller.getClientArea().width - 20) / CARD_WIDTH);
            ((GridLayout) gallery.getLayout()).numColumns = Math.min(columns, Math.max(1, cards.size()));
            content.layout(true, true);
            scroller.setMinSize(content.computeSize(scroller.getClientArea().width, SWT.DEFAULT));
        });
        readPreviews();
    }

    private void command(Composite parent, String label, String commandId) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(label);
        button.addListener(SWT.Selection, event -> {
            try {
                getSite().getService(IHandlerService.class).executeCommand(commandId, null);
            } catch (NotDefinedException | ExecutionException | NotEnabledException | NotHandledException cannot) {
                MessageDialog.openError(getSite().getShell(), label, cannot.getMessage());
            }
        });
    }

    private Card card(Composite gallery, ShippedExample example) {
        Composite card = new Composite(gallery, SWT.BORDER);
        card.setLayout(new GridLayout(1, false));
        card.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
        ExamplePreview[] preview = new ExamplePreview[1];
        Canvas thumbnail = new Canvas(card, SWT.DOUBLE_BUFFERED);
        thumbnail.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        ((GridData) thumbnail.getLayoutData()).heightHint = 120;
        thumbnail.addPaintListener(event -> Thumbnail.paint(event.gc, thumbnail.getClientArea(), preview[0]));
        Label name = new Label(card, SWT.NONE);
        name.setText(example.fileName());
        name.setFont(JFaceResources.getBannerFont());
        Label description = new Label(card, SWT.WRAP);
        GridData wrap = new GridData(SWT.FILL, SWT.TOP, true, false);
        wrap.widthHint = CARD_WIDTH - 40;
        description.setLayoutData(wrap);
        Button play = new Button(card, SWT.PUSH);
        play.setText(Messages.StartView_openAndPlay);
        play.setToolTipText(NLS.bind(Messages.StartView_openYourOwnCopyOf, example.fileName(), examplesFolder));
        play.addListener(SWT.Selection, event -> openAndPlayCopy(example));
        return new Card(example, thumbnail, name, description, play, preview);
    }

    /** Reads every example for its thumbnail and description off the UI thread, filling the cards as they come. */
    private void readPreviews() {
        List<Card> toRead = List.copyOf(cards);
        Job read = Job.create(Messages.StartView_readingTheExamples, monitor -> {
            monitor.beginTask(Messages.StartView_readingTheExamples, toRead.size());
            for (Card card : toRead) {
                try {
                    ExamplePreview preview = ExamplePreview.of(card.example());
                    content.getDisplay().asyncExec(() -> show(card, preview));
                } catch (IOException unreadable) {
                    content.getDisplay().asyncExec(() -> {
                        if (!card.description().isDisposed()) {
                            card.description().setText(unreadable.getMessage());
                        }
                    });
                }
                monitor.worked(1);
            }
            return Status.OK_STATUS;
        });
        read.setSystem(true);
        read.schedule();
    }

    private void show(Card card, ExamplePreview preview) {
        if (card.thumbnail().isDisposed()) {
            return;
        }
        card.preview()[0] = preview;
        card.name().setText(preview.name());
        card.description().setText(preview.description());
        card.thumbnail().redraw();
        content.layout(true, true);
        scroller.setMinSize(content.computeSize(scroller.getClientArea().width, SWT.DEFAULT));
    }

    /** Opens the artist's copy of the example (made the first time) and plays it in the Simulation view. */
    private void openAndPlayCopy(ShippedExample example) {
        Path copy;
        try {
            copy = example.copyInto(examplesFolder);
        } catch (IOException cannotCopy) {
            MessageDialog.openError(getSite().getShell(), Messages.StartView_openExample, NLS.bind(Messages.StartView_cannotCopy0To1,
                    example.fileName(), examplesFolder, cannotCopy.getMessage()));
            return;
        }
        ScenarioFiles.open(getSite().getWorkbenchWindow(), List.of(copy));
        try {
            // The Simulation view's bundle handles the command; the start page names no view of it.
            getSite().getService(IHandlerService.class).executeCommand(SIMULATE, null);
        } catch (ExecutionException | NotDefinedException | NotEnabledException | NotHandledException cannotPlay) {
            MessageDialog.openError(getSite().getShell(), Messages.StartView_openExample,
                    NLS.bind(Messages.StartView_0IsOpenButCannot, example.fileName(),
                            cannotPlay instanceof NotHandledException ? Messages.StartView_noSimulationIsInstalled : cannotPlay.getMessage()));
        }
    }

    /** Opens the user guide in the text editor, telling the artist when it cannot. */
    public IEditorPart openUserGuide() {
        try {
            return UserGuide.open(getSite().getPage());
        } catch (PartInitException cannot) {
            MessageDialog.openError(getSite().getShell(), Messages.StartView_userGuide, NLS.bind(Messages.StartView_theUserGuideCannotBe,
                    cannot.getMessage()));
            return null;
        }
    }

    @Override
    public void setFocus() {
        Control first = cards.isEmpty() ? content : cards.getFirst().play();
        first.setFocus();
    }
}
