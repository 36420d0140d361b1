package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.KeyframedField;
import org.junit.jupiter.api.Test;

/**
 * Pictures of the fields of the three IF paper examples, as compiled from the shipped files, for
 * docs/FIELDS.md: written to target/field-pictures. The VIP's push, drawn at three speeds, must
 * cover more ground the faster the VIP walks.
 */
class FieldPicturesTest {

    private static final Path OUT = Path.of("target", "field-pictures");

    @Test
    void picturesOfTheExampleFields() throws IOException {
        Files.createDirectories(OUT);
        write("hide-and-seek", "Hide", 0, "hide");
        long standing = write("vip-in-a-crowd", "Make way", 0, "vip-make-way-0");
        long walking = write("vip-in-a-crowd", "Make way", 1, "vip-make-way-1");
        long running = write("vip-in-a-crowd", "Make way", 1.8, "vip-make-way-1.8");
        write("vip-in-a-crowd", "Look at the VIP", 0, "vip-look-at");
        write("vip-in-a-crowd", "Escort", 0, "vip-escort-0");
        write("museum", "Corridor clockwise", 0, "museum-corridor");
        write("museum", "Viewing spot 1", 0, "museum-viewing-spot");
        assertThat(walking).as("pixels of the push at 1 m/s, at 0 m/s: %d", standing).isGreaterThan(2 * standing);
        assertThat(running).as("pixels of the push at 1.8 m/s").isGreaterThan(walking);
    }

    /** Renders the named field at a parameter value; returns how many pixels show the field. */
    private static long write(String example, String field, double parameter, String file) throws IOException {
        World world = PaperExamples.compile(PaperExamples.read(example), Crowds.ALGORITHMS).world();
        KeyframedField shape = world.attachment(FieldScene.class).orElseThrow().bindings().stream()
                .filter(binding -> binding.name().endsWith("(" + field + ")")).map(BoundField::shape).findFirst()
                .orElseThrow(() -> new AssertionError(example + " has no field " + field));
        BufferedImage picture = FieldPicture.render(shape, parameter, shape.reach() > 6 ? 24 : 60, shape.reach() > 6 ? 1.0 : 0.25);
        ImageIO.write(picture, "png", OUT.resolve(file + ".png").toFile());
        long painted = 0;
        int background = picture.getRGB(0, 0);
        for (int y = 0; y < picture.getHeight(); y++) {
            for (int x = 0; x < picture.getWidth(); x++) {
                int rgb = picture.getRGB(x, y);
                // The domain's tint and arrows, not the background or the grid lines.
                if (rgb != background && (rgb & 0xFFFFFF) != 0xDDDDDA) {
                    painted++;
                }
            }
        }
        return painted;
    }
}
