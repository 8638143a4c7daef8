import java.util.HashSet;
import java.util.Set;

public class Parking {

    private final Set<String> plates = new HashSet<>();
    private final int spots;

    public Parking(int spots) {
        this.spots = spots;
    }

    public boolean enter(String plate) {
        if (plates.size() >= spots) {
            return false;
        }
        return plates.add(plate);
    }

    public boolean leave(String plate) {
        return plates.remove(plate);
    }

    public boolean isFull() {
        if (plates.size() == spots) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        } else {
            return false;
        }
    }

    public boolean hasCars() {
        return plates.size() != 0; // expect: QUA-SIZE-ZERO
    }
}
