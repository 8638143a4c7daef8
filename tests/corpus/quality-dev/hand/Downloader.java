import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

public class Downloader extends Thread {

    private final String url;
    private long bytes;

    public Downloader(String url) {
        this.url = url;
    }

    public void run() { // expect: QUA-MISSING-OVERRIDE
        try (InputStream in = new URL(url).openStream()) {
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) != -1) {
                bytes += n;
            }
        } catch (IOException e) { // expect: DES-SWALLOWED-EXCEPTION
            System.out.println("download failed " + url); // expect: STY-SYSTEM-OUT
        }
    }

    public long getBytes() {
        return bytes;
    }
}
