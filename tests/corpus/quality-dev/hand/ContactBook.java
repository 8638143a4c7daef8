import java.util.ArrayList;
import java.util.List;

public class ContactBook {

    private ArrayList<String> names = new ArrayList<>(); // expect: QUA-LOOSE-COUPLING
    private final List<String> phones = new ArrayList<>();

    public void add(String name, String phone) {
        names.add(name);
        phones.add(phone);
    }

    public String phoneOf(String name) {
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i) == name) { // expect: DES-STRING-EQUALITY
                return phones.get(i);
            }
        }
        return null;
    }

    public ArrayList<String> allNames() { // expect: QUA-LOOSE-COUPLING
        return new ArrayList<>(names);
    }

    public void reset() {
        names = new ArrayList<>();
        phones.clear();
    }
}
