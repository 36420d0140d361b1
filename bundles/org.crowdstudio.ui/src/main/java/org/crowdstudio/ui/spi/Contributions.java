package org.crowdstudio.ui.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;

import org.crowdstudio.ui.Messages;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.osgi.util.NLS;

/**
 * The contributions of one kind the workbench knows (its editor pages, its simulation overlays),
 * each under an id of its own: a second one with the same id is refused, naming both classes.
 * Read from an extension point, a contribution that cannot be loaded (a missing class, the wrong
 * type, a repeated id) is left out and logged, so one broken plug-in does not take the others down.
 * Safe to use from many threads.
 *
 * @param <T> what is contributed
 */
public final class Contributions<T> {

    private final String kind;
    private final Function<T, String> id;
    private final Map<String, T> byId = new ConcurrentHashMap<>();
    private final List<String> problems = new ArrayList<>();

    /**
     * @param kind what one contribution is called in messages ("editor page")
     * @param id a contribution's id
     */
    public Contributions(String kind, Function<T, String> id) {
        this.kind = kind;
        this.id = id;
    }

    /**
     * The contributions to an extension point of the running workbench's bundles; none outside Equinox.
     *
     * @param type what each class must be (T, without its type arguments)
     */
    public static <T> Contributions<T> read(String kind, Function<T, String> id, String extensionPoint, Class<?> type) {
        Contributions<T> read = new Contributions<>(kind, id);
        if (Platform.isRunning()) {
            read.readExtensionPoint(extensionPoint, type, read::register);
        }
        return read;
    }

    /**
     * Fills the registry from an extension point whose elements name the class in {@code class}.
     *
     * @param type what each class must be (T, without its type arguments)
     * @param register how one contribution is added (it may check more than the id, and throw)
     */
    @SuppressWarnings("unchecked")
    public void readExtensionPoint(String extensionPoint, Class<?> type, Consumer<T> register) {
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(extensionPoint)) {
            try {
                Object made = element.createExecutableExtension("class");
                if (!type.isInstance(made)) {
                    throw new ClassCastException(NLS.bind(Messages.Contributions_0IsNo1, made.getClass().getName(), type.getName()));
                }
                register.accept((T) made);
            } catch (CoreException | ClassCastException | IllegalStateException | IllegalArgumentException broken) {
                String problem = NLS.bind(Messages.Contributions_01Of2Is,
                        kind, element.getAttribute("class"), element.getContributor().getName(), broken.getMessage());
                leftOut(problem);
                ILog.of(Contributions.class).log(Status.error(problem, broken));
            }
        }
    }

    /**
     * @throws IllegalArgumentException if the contribution has no id
     * @throws IllegalStateException if another contribution has the same id
     */
    public void register(T contribution) {
        String key = id.apply(contribution);
        if (key == null || key.isBlank()) {
            throw new IllegalArgumentException(NLS.bind(Messages.Contributions_the01HasNo, kind, contribution.getClass().getName()));
        }
        T previous = byId.putIfAbsent(key, contribution);
        if (previous != null && previous != contribution) {
            throw new IllegalStateException(NLS.bind(Messages.Contributions_two0SAreCalled,
                    kind, key, previous.getClass().getName(), contribution.getClass().getName()));
        }
    }

    /** @return every contribution, in this order */
    public List<T> sorted(Comparator<T> order) {
        return byId.values().stream().sorted(order).toList();
    }

    /** @return the contribution with this id, if there is one */
    public Optional<T> find(String key) {
        return Optional.ofNullable(byId.get(key));
    }

    /** @return what could not be loaded, one sentence per contribution */
    public synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    private synchronized void leftOut(String problem) {
        problems.add(problem);
    }
}
