import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class Library2 {

    private final List<String> titles = new ArrayList<>();

    public void add(String t) {
        titles.add(t);
    }

    public Optional<String> findByPrefix(String prefix) {
        for (String t : titles) {
            if (t.startsWith(prefix)) {
                return Optional.of(t);
            }
        }
        return null; // expect: QUA-OPTIONAL-NULL
    }

    public String firstOrDefault(String prefix) {
        Optional<String> found = titles.stream().filter(t -> t.startsWith(prefix)).findFirst();
        return found.isPresent() ? found.get() : "none"; // ok: QUA-OPTIONAL-GET
    }

    public String first() {
        return titles.stream().findFirst().get(); // expect: QUA-OPTIONAL-GET
    }
}
