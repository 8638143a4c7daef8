import java.io.IOException;

class ThrowsTypo {
    static void read() throw IOException {
        throw new IOException("x");
    }
}
