import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;

public class ImageResizer {

    private final int maxWidth;

    public ImageResizer(int maxWidth) {
        this.maxWidth = maxWidth;
    }

    public int[] fit(int width, int height) {
        if (width <= maxWidth) {
            return new int[] {width, height};
        }
        double ratio = (double) maxWidth / width;
        return new int[] {maxWidth, (int) Math.round(height * ratio)};
    }

    public File target(File source) {
        try {
            File dir = new File(source.getParentFile(), "resized");
            if (!dir.exists() && !dir.mkdirs()) {
                throw new IOException("cannot create " + dir);
            }
            return new File(dir, source.getName());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // ok: QUA-LOST-STACK-TRACE
        }
    }
}
