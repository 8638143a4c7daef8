import java.util.ArrayList;
import java.util.Collections; // expect: QUA-UNUSED-IMPORT
import java.util.List;

public class Helper {

    private final List<String> names = new ArrayList<>();
    private String lastAdded; // expect: QUA-UNUSED-PRIVATE-FIELD

    public void add(String name) {
        int len = name.length(); // expect: QUA-UNUSED-LOCAL
        names.add(normalize(name, true));
    }

    private String normalize(String name, boolean trim) { // expect: QUA-UNUSED-PARAMETER
        return name.strip().toLowerCase();
    }

    private void debug() { // expect: QUA-UNUSED-PRIVATE-METHOD
        names.forEach(n -> names.indexOf(n));
    }

    public List<String> getNames() {
        return names;
    }
}
