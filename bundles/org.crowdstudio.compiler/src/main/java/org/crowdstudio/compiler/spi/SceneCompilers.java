package org.crowdstudio.compiler.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

import org.crowdstudio.model.validation.SceneCheck;
import org.eclipse.emf.common.EMFPlugin;

/**
 * The scene compilers known to a runtime. As with steering algorithms, one registry has two ways
 * of being filled: {@link java.util.ServiceLoader} on a plain classpath, and the extension point
 * {@code org.crowdstudio.compiler.scenes} inside Equinox ({@link #installed()} picks the one that
 * applies). Safe to use from many threads.
 */
public final class SceneCompilers {

    /** The extension point scene compilers are contributed to inside Equinox. */
    public static final String EXTENSION_POINT = "org.crowdstudio.compiler.scenes";

    private static SceneCompilers installed;

    private final Map<String, SceneCompiler> compilers = new ConcurrentHashMap<>();
    private final List<String> problems = new ArrayList<>();

    /**
     * Every scene compiler of this runtime, found once: inside Equinox from the extension point,
     * else from the {@code META-INF/services} this class's loader sees.
     */
    public static synchronized SceneCompilers installed() {
        if (installed == null) {
            installed = EMFPlugin.IS_ECLIPSE_RUNNING ? ExtensionSceneCompilers.read() : fromServiceLoader(SceneCompilers.class.getClassLoader());
        }
        return installed;
    }

    /** A registry with every scene compiler the class loader's {@code META-INF/services} declare. */
    public static SceneCompilers fromServiceLoader(ClassLoader loader) {
        SceneCompilers registry = new SceneCompilers();
        for (SceneCompiler compiler : ServiceLoader.load(SceneCompiler.class, loader)) {
            registry.register(compiler);
        }
        return registry;
    }

    /** A registry of exactly these, e.g. in a test. */
    public static SceneCompilers of(SceneCompiler... compilers) {
        SceneCompilers registry = new SceneCompilers();
        for (SceneCompiler compiler : compilers) {
            registry.register(compiler);
        }
        return registry;
    }

    /** @throws IllegalStateException if another scene compiler has the same id */
    public void register(SceneCompiler compiler) {
        SceneCompiler previous = compilers.putIfAbsent(compiler.id(), compiler);
        if (previous != null && previous != compiler) {
            throw new IllegalStateException("two scene compilers are called '" + compiler.id() + "': " + previous.getClass().getName() + " and "
                    + compiler.getClass().getName());
        }
    }

    /** @return every scene compiler, by id: the order they run in, the same in every run */
    public List<SceneCompiler> all() {
        return compilers.values().stream().sorted(Comparator.comparing(SceneCompiler::id)).toList();
    }

    /** @return each scene compiler's validation check ({@link SceneCompiler#check}), in the order they run */
    public List<SceneCheck> checks() {
        return all().stream().<SceneCheck>map(compiler -> compiler::check).toList();
    }

    /** @return what could not be loaded, one sentence per contribution */
    public synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    synchronized void leftOut(String problem) {
        problems.add(problem);
    }
}
