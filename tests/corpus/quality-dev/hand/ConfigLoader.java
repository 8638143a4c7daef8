import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

public class ConfigLoader {

    public Properties load(String path) {
        Properties p = new Properties();
        try {
            InputStream in = new FileInputStream(path); // expect: DES-RESOURCE-LEAK
            p.load(in);
        } catch (IOException e) { // expect: QUA-EMPTY-CATCH
        }
        return p;
    }

    public Properties loadSafely(String path) throws IOException {
        Properties p = new Properties();
        try (InputStream in = new FileInputStream(path)) { // ok: DES-RESOURCE-LEAK
            p.load(in);
        }
        return p;
    }
}
