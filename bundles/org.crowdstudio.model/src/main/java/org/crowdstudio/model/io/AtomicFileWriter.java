package org.crowdstudio.model.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Replaces a file so that a failure at any point leaves either the old or the new content, never
 * a truncated or empty file: the content goes to a temporary file in the same folder, is flushed
 * to disk, and is then renamed over the target in one step. The previous content is kept beside
 * the target as {@code <name>.bak}.
 */
public final class AtomicFileWriter {

    /** Writes the whole content to the stream it is given. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFileWriter() {
    }

    /** The backup that {@link #write} keeps of a file's previous content. */
    public static Path backupOf(Path target) {
        return target.resolveSibling(target.getFileName() + ".bak");
    }

    /**
     * @param target the file to create or replace
     * @param content writes the new content
     * @throws IOException if anything fails; the target is then unchanged and no temporary file remains
     */
    public static void write(Path target, Content content) throws IOException {
        // Through a link, replace the file it points at, not the link.
        Path absolute = Files.exists(target) ? target.toRealPath() : target.toAbsolutePath();
        Path folder = absolute.getParent();
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, "." + absolute.getFileName() + ".", ".tmp");
        try {
            keepPermissions(absolute, temporary);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                    OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel))) {
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            if (Files.exists(absolute)) {
                keepBackup(absolute, temporary.resolveSibling(temporary.getFileName() + ".bak"));
            }
            Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            syncFolder(folder);
        } catch (IOException | RuntimeException | Error failure) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException cleanup) {
                failure.addSuppressed(cleanup);
            }
            throw failure;
        }
    }

    /**
     * Replaces the backup in one step with the target's current content. A second name for the
     * same file (a hard link) takes no space, so a nearly full disk cannot leave a truncated
     * backup in place of the previous good one; where links are not supported it is a copy, made
     * beside the backup first for the same reason.
     */
    private static void keepBackup(Path target, Path pending) throws IOException {
        try {
            try {
                Files.createLink(pending, target);
            } catch (UnsupportedOperationException | FileSystemException noLinks) {
                Files.copy(target, pending, StandardCopyOption.COPY_ATTRIBUTES);
            }
            Files.move(pending, backupOf(target), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(pending);
        }
    }

    /**
     * A temporary file is private to its owner; the saved file should keep the permissions the
     * previous one had, or get the usual rw-r--r-- when it is new.
     */
    private static void keepPermissions(Path target, Path temporary) throws IOException {
        if (!Files.getFileStore(temporary).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> permissions = Files.exists(target) ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temporary, permissions);
    }

    /** Makes the rename itself durable; not every platform can open a folder, which is then fine to skip. */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // The rename has happened; only its durability across a power cut is not guaranteed here.
        }
    }
}
