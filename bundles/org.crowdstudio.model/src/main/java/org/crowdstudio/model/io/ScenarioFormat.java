package org.crowdstudio.model.io;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.util.ScenarioResourceFactoryImpl;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;

/**
 * The {@code .crowd} file format: its version, its migrations from older versions, and the XMI
 * options that make a save deterministic (the same model always gives the same bytes) and a load
 * strict (unknown content is an error, not silently dropped).
 */
public final class ScenarioFormat {

    /** The format version this Crowd Studio writes and the newest it reads. */
    public static final int CURRENT_VERSION = 2;

    /** File extension of scenario files. */
    public static final String FILE_EXTENSION = "crowd";

    /** Migrations from older format versions, in version order. */
    public static final List<FormatMigration> MIGRATIONS = List.of(new SocialRatesBecameDurations());

    private ScenarioFormat() {
    }

    /** A resource set that reads and writes scenarios, inside Equinox or on a plain classpath alike. */
    public static ResourceSet newResourceSet() {
        ResourceSet resources = new ResourceSetImpl();
        resources.getPackageRegistry().put(ScenarioPackage.eNS_URI, ScenarioPackage.eINSTANCE);
        resources.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new ScenarioResourceFactoryImpl());
        return resources;
    }

    /** Options for saving: UTF-8, "\n" line ends on every platform, dangling references refused. */
    static Map<Object, Object> saveOptions() {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_ENCODING, "UTF-8");
        options.put(Resource.OPTION_LINE_DELIMITER, "\n");
        options.put(XMLResource.OPTION_PROCESS_DANGLING_HREF, XMLResource.OPTION_PROCESS_DANGLING_HREF_THROW);
        return options;
    }

    /** Options for loading: unknown content is an error, references resolve after the whole file, no DTDs. */
    static Map<Object, Object> loadOptions() {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_RECORD_UNKNOWN_FEATURE, Boolean.FALSE);
        options.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        options.put(XMLResource.OPTION_PARSER_FEATURES, Map.of("http://apache.org/xml/features/disallow-doctype-decl", Boolean.TRUE));
        return options;
    }
}
