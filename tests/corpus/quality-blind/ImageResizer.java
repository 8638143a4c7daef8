package media.images;

public class ImageResizer {
    private final int maxWidth;
    private final int maxHeight;

    public ImageResizer(int maxWidth, int maxHeight) {
        this.maxWidth = maxWidth;
        this.maxHeight = maxHeight;
    }

    public int[] fit(int width, int height) {
        double scale = Math.min((double) maxWidth / width, (double) maxHeight / height); // ok: QUA-INTEGER-DIVISION
        if (scale >= 1.0) {
            return new int[] {width, height};
        }
        return new int[] {(int) Math.round(width * scale), (int) Math.round(height * scale)};
    }

    public boolean isSquare(int width, int height) {
        return width == height;
    }

    public boolean keepsAspect(double originalRatio, int newWidth, int newHeight) {
        return originalRatio == (double) newWidth / newHeight; // expect: QUA-FLOAT-EQUALITY
    }

    public boolean isLandscape(int width, int height) {
        if (width > height) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        }
        return false;
    }
}
