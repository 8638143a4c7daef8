import java.util.ArrayList;
import java.util.List;

public class Fleet {

    private final List<String> trucks = new ArrayList<>();

    public void add(String plate) {
        trucks.add(plate);
    }

    public void retire(String plate) {
        for (String t : trucks) {
            if (t.equals(plate)) {
                trucks.remove(t); // expect: QUA-MODIFY-WHILE-ITERATING
                break;
            }
        }
    }

    public List<String> all() {
        return new ArrayList<>(trucks);
    }
}
