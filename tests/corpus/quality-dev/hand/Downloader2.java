import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

public class Downloader2 {

    public byte[] download(String url) {
        try {
            InputStream in = new URL(url).openStream(); // expect: DES-RESOURCE-LEAK
            return in.readAllBytes();
        } catch (IOException e) {
            throw new RuntimeException("download failed: " + url); // expect: QUA-LOST-STACK-TRACE
        }
    }
}
