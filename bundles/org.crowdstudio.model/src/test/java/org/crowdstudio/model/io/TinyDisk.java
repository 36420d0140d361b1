package org.crowdstudio.model.io;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real, small file system (Linux tmpfs) mounted on a folder, so that saves meet the operating
 * system's own "No space left on device" and "Read-only file system" errors rather than a fake.
 * Mounting needs the right to mount (root in a container that allows it); where that is missing
 * the test that asked is skipped with the reason.
 */
final class TinyDisk implements AutoCloseable {

    private final Path folder;

    private TinyDisk(Path folder) {
        this.folder = folder;
    }

    /** Mounts a file system of the given size on {@code folder}, or skips the calling test. */
    static TinyDisk mount(Path folder, int kibibytes) throws IOException, InterruptedException {
        assumeTrue(System.getProperty("os.name").startsWith("Linux"), "tmpfs needs Linux");
        String failure = run("mount", "-t", "tmpfs", "-o", "size=" + kibibytes + "k,mode=0755", "tmpfs", folder.toString());
        assumeTrue(failure == null, () -> "cannot mount a small file system here: " + failure);
        return new TinyDisk(folder);
    }

    Path folder() {
        return folder;
    }

    /** Fills every byte left, as a full disk is. */
    void fill() throws IOException {
        byte[] block = new byte[512];
        try (var out = Files.newOutputStream(folder.resolve("filler"))) {
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException full) {
            if (!String.valueOf(full.getMessage()).contains("No space left")) {
                throw full;
            }
        }
    }

    /** Frees what {@link #fill} took, as a user deleting files does. */
    void free() throws IOException {
        Files.deleteIfExists(folder.resolve("filler"));
    }

    /** Remounts read-only: even root cannot write then. */
    void makeReadOnly() throws IOException, InterruptedException {
        String failure = run("mount", "-o", "remount,ro", folder.toString());
        if (failure != null) {
            throw new IOException("cannot remount " + folder + " read-only: " + failure);
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        String failure = run("umount", folder.toString());
        if (failure != null) {
            throw new IOException("cannot unmount " + folder + ": " + failure);
        }
    }

    /** @return null when the command succeeded, else what it said */
    private static String run(String... command) throws IOException, InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
        } catch (IOException missing) {
            return missing.getMessage();
        }
        String output = new String(process.getInputStream().readAllBytes()).trim();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return "timed out";
        }
        return process.exitValue() == 0 ? null : output + " (exit " + process.exitValue() + ")";
    }
}
