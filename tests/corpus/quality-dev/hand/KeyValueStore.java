import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.Properties;

public class KeyValueStore {

    private final String file;
    private final Properties data = new Properties();

    public KeyValueStore(String file) {
        this.file = file;
    }

    public void load() throws IOException {
        Reader r = new FileReader(file);
        try { // expect: QUA-TRY-WITH-RESOURCES
            data.load(r);
        } finally {
            r.close();
        }
    }

    public void save() throws IOException {
        try (Writer w = new FileWriter(file)) { // ok: QUA-TRY-WITH-RESOURCES
            data.store(w, "kv store");
        }
    }

    public String get(String key) {
        return data.getProperty(key);
    }

    public void put(String key, String value) {
        data.setProperty(key, value);
    }
}
