package org.crowdstudio.model.io;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.ClassNotFoundException;
import org.eclipse.emf.ecore.xmi.FeatureNotFoundException;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.PackageNotFoundException;
import org.eclipse.emf.ecore.xmi.UnresolvedReferenceException;
import org.w3c.dom.Document;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Reads {@code .crowd} files. Files of older format versions are migrated first; files of newer
 * versions are refused. Every problem becomes a {@link FileProblem} that names the file, the line
 * and what is wrong, collected into one {@link ScenarioFileException}.
 */
public final class ScenarioReader {

    /** Lets parse errors surface as exceptions only, without the parser printing them. */
    private static final ErrorHandler SILENT = new ErrorHandler() {
        @Override
        public void warning(SAXParseException exception) {
            // a warning changes nothing the reader reports
        }

        @Override
        public void error(SAXParseException exception) {
            // recoverable: the parse goes on and the loader reports what is wrong
        }

        @Override
        public void fatalError(SAXParseException exception) throws SAXParseException {
            throw exception;
        }
    };

    private static final String VERSION_ATTRIBUTE = "formatVersion";

    private final List<FormatMigration> migrations;
    private final int currentVersion;

    /** A reader with Crowd Studio's own migrations. */
    public ScenarioReader() {
        this(ScenarioFormat.MIGRATIONS, ScenarioFormat.CURRENT_VERSION);
    }

    /** A reader that upgrades files to {@code currentVersion} with the given migrations. */
    ScenarioReader(List<FormatMigration> migrations, int currentVersion) {
        this.migrations = List.copyOf(migrations);
        this.currentVersion = currentVersion;
    }

    /**
     * @param file a {@code .crowd} file
     * @return its scenario, in a resource of its own
     * @throws ScenarioFileException if the file cannot be read as a scenario of a known version
     */
    public Scenario read(Path file) throws ScenarioFileException {
        return read(file, readBytes(file));
    }

    /**
     * Reads a scenario whose file was read before, or shipped elsewhere (a sweep's runs on other
     * machines).
     *
     * @param file the file it came from, named in problems
     * @param content the file's bytes
     * @throws ScenarioFileException if they cannot be read as a scenario of a known version
     */
    public Scenario read(Path file, byte[] content) throws ScenarioFileException {
        int version = formatVersion(file, content);
        if (version < currentVersion) {
            content = migrate(file, content, version);
        }
        Resource resource = ScenarioFormat.newResourceSet().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        List<FileProblem> problems = new ArrayList<>();
        try {
            resource.load(new ByteArrayInputStream(content), ScenarioFormat.loadOptions());
        } catch (IOException failure) {
            if (resource.getErrors().isEmpty()) {
                problems.add(problemOf(file, failure));
            }
        } catch (RuntimeException failure) {
            problems.add(new FileProblem(file, 0, 0, "cannot be read: " + failure.getMessage()));
        }
        for (Resource.Diagnostic error : resource.getErrors()) {
            problems.add(new FileProblem(file, error.getLine(), error.getColumn(), describe(error)));
        }
        if (problems.isEmpty() && (resource.getContents().size() != 1 || !(resource.getContents().get(0) instanceof Scenario))) {
            problems.add(new FileProblem(file, 1, 0, "the root element is not a crowd:Scenario"));
        }
        if (problems.isEmpty()) {
            // A reference written as href="other.crowd#id" loads as an unresolved proxy: refuse it.
            EcoreUtil.ProxyCrossReferencer.find(resource).forEach((proxy, uses) -> uses.forEach(use -> problems.add(new FileProblem(file, 0, 0,
                    "'" + use.getEStructuralFeature().getName() + "' refers to '" + ((InternalEObject) proxy).eProxyURI().deresolve(resource.getURI())
                            + "' in another file; a scenario must be self-contained"))));
        }
        if (!problems.isEmpty()) {
            throw new ScenarioFileException(problems);
        }
        return (Scenario) resource.getContents().get(0);
    }

    private static byte[] readBytes(Path file) throws ScenarioFileException {
        try {
            byte[] content = Files.readAllBytes(file);
            if (content.length == 0) {
                throw failure(file, 0, "the file is empty");
            }
            return content;
        } catch (NoSuchFileException missing) {
            throw failure(file, 0, "no such file");
        } catch (IOException unreadable) {
            throw failure(file, 0, "cannot be read: " + unreadable.getMessage());
        }
    }

    /** Reads the root element's format version without reading the rest of the file. */
    private int formatVersion(Path file, byte[] content) throws ScenarioFileException {
        requireUtf8(file, content);
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, Boolean.FALSE);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, Boolean.FALSE);
        XMLStreamReader reader = null;
        try {
            reader = factory.createXMLStreamReader(new ByteArrayInputStream(content));
            while (reader.hasNext() && reader.next() != XMLStreamConstants.START_ELEMENT) {
                // skip the prolog
            }
            if (!reader.isStartElement()) {
                throw failure(file, 1, "no XML element: not a scenario file");
            }
            int line = reader.getLocation().getLineNumber();
            String value = reader.getAttributeValue(null, VERSION_ATTRIBUTE);
            if (value == null) {
                throw failure(file, line, "the root element has no formatVersion: not a Crowd Studio scenario");
            }
            int version;
            try {
                version = Integer.parseInt(value.trim());
            } catch (NumberFormatException notANumber) {
                throw failure(file, line, "formatVersion '" + value + "' is not a whole number");
            }
            if (version > currentVersion) {
                throw failure(file, line, "written by a newer Crowd Studio (format version " + version
                        + "); this version reads format versions up to " + currentVersion);
            }
            if (version < 1) {
                throw failure(file, line, "formatVersion " + version + " does not exist");
            }
            return version;
        } catch (XMLStreamException malformed) {
            int line = malformed.getLocation() == null ? 0 : malformed.getLocation().getLineNumber();
            throw failure(file, Math.max(line, 0), "malformed XML: " + firstLine(malformed.getMessage()));
        } finally {
            close(reader);
        }
    }

    private byte[] migrate(Path file, byte[] content, int version) throws ScenarioFileException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder builder = factory.newDocumentBuilder();
            // The parser's own "[Fatal Error]" lines would reach the user beside ours: problems are reported once, by the reader.
            builder.setErrorHandler(SILENT);
            Document document = builder.parse(new ByteArrayInputStream(content));
            for (int from = version; from < currentVersion; from++) {
                migrationFrom(file, from).migrate(document);
                document.getDocumentElement().setAttribute(VERSION_ATTRIBUTE, Integer.toString(from + 1));
            }
            TransformerFactory transformers = TransformerFactory.newInstance();
            transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            var transformer = transformers.newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            // The file's own declaration and line break, not the transformer's: a problem found later keeps its line number.
            transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            ByteArrayOutputStream migrated = new ByteArrayOutputStream();
            migrated.write(content, 0, declarationLength(content));
            transformer.transform(new DOMSource(document), new StreamResult(migrated));
            return migrated.toByteArray();
        } catch (SAXParseException malformed) {
            // Not migrated: reading the file as it is reports what is wrong with it, as for a file of today's version.
            return content;
        } catch (ParserConfigurationException | SAXException | IOException | TransformerException broken) {
            throw failure(file, 0, "cannot migrate from format version " + version + ": " + broken.getMessage());
        }
    }

    /**
     * Scenario files are UTF-8 text. Checked before any XML parser sees the bytes: the JDK's parsers
     * print their own "[Fatal Error]" line for a byte that is not UTF-8, beside our message.
     */
    private static void requireUtf8(Path file, byte[] content) throws ScenarioFileException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer bytes = ByteBuffer.wrap(content);
        CharBuffer text = CharBuffer.allocate(content.length);
        CoderResult result = decoder.decode(bytes, text, true);
        if (result.isError()) {
            int line = 1;
            for (int i = 0; i < bytes.position(); i++) {
                line += content[i] == '\n' ? 1 : 0;
            }
            throw failure(file, line, "not UTF-8 text: a binary file, or text in another encoding, not a scenario");
        }
    }

    /** The length of the file's XML declaration and the white space after it, 0 if it has none. */
    private static int declarationLength(byte[] content) {
        String start = new String(content, 0, Math.min(content.length, 512), StandardCharsets.UTF_8);
        if (!start.startsWith("<?xml")) {
            return 0;
        }
        int end = start.indexOf("?>");
        if (end < 0) {
            return 0;
        }
        end += 2;
        while (end < start.length() && Character.isWhitespace(start.charAt(end))) {
            end++;
        }
        return start.substring(0, end).getBytes(StandardCharsets.UTF_8).length;
    }

    private FormatMigration migrationFrom(Path file, int version) throws ScenarioFileException {
        return migrations.stream().filter(migration -> migration.fromVersion() == version).findFirst()
                .orElseThrow(() -> failure(file, 0, "no migration from format version " + version));
    }

    /** Says what an EMF load error means, in the file's terms. */
    private static String describe(Resource.Diagnostic error) {
        if (error instanceof Throwable thrown && thrown.getCause() instanceof SAXParseException malformed) {
            return "malformed or truncated XML: " + firstLine(malformed.getMessage());
        }
        if (error instanceof FeatureNotFoundException unknown) {
            return "unknown element or attribute '" + unknown.getName() + "'";
        }
        if (error instanceof UnresolvedReferenceException dangling) {
            return "'" + dangling.getFeature().getName() + "' refers to '" + dangling.getReference()
                    + "', which is not in this file";
        }
        if (error instanceof IllegalValueException illegal) {
            return "'" + illegal.getValue() + "' is not a valid value of '" + illegal.getFeature().getName() + "'";
        }
        if (error instanceof ClassNotFoundException unknownType) {
            return "unknown element type '" + unknownType.getName() + "'";
        }
        if (error instanceof PackageNotFoundException unknownPackage) {
            return "unknown namespace '" + unknownPackage.uri() + "': not a Crowd Studio scenario";
        }
        return firstLine(String.valueOf(error.getMessage()));
    }

    private static FileProblem problemOf(Path file, IOException failure) {
        Throwable cause = failure instanceof Resource.IOWrappedException wrapped && wrapped.getCause() != null ? wrapped.getCause() : failure;
        if (cause instanceof SAXParseException malformed) {
            return new FileProblem(file, malformed.getLineNumber(), malformed.getColumnNumber(),
                    "malformed or truncated XML: " + firstLine(malformed.getMessage()));
        }
        return new FileProblem(file, 0, 0, "cannot be read: " + firstLine(String.valueOf(cause.getMessage())));
    }

    private static ScenarioFileException failure(Path file, int line, String message) {
        return new ScenarioFileException(List.of(new FileProblem(file, line, 0, message)));
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    private static void close(XMLStreamReader reader) {
        if (reader != null) {
            try {
                reader.close();
            } catch (XMLStreamException ignored) {
                // Nothing was held open but the in-memory stream.
            }
        }
    }
}
