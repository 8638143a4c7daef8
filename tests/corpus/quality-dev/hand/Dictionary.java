import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

public class Dictionary {

    private HashMap<String, String> entries = new HashMap<>(); // expect: QUA-LOOSE-COUPLING

    public void define(String word, String meaning) {
        entries.put(word.toLowerCase(), meaning);
    }

    public String lookup(String word) {
        return entries.get(word.toLowerCase());
    }

    public TreeMap<String, String> sorted() { // expect: QUA-LOOSE-COUPLING
        return new TreeMap<>(entries);
    }

    public Map<String, String> copy() {
        return new HashMap<>(entries); // ok: QUA-LOOSE-COUPLING
    }

    public void clear() {
        entries = new HashMap<>();
    }
}
