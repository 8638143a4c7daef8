package parking;

import java.util.ArrayList;
import java.util.List;

public class ParkingGarage {
    private String name; // expect: QUA-FIELD-COULD-BE-FINAL
    private final int capacity;
    private final List<String> parkedPlates = new ArrayList<>();
    private int scratchCount; // expect: QUA-FIELD-COULD-BE-LOCAL
    private int totalEntries;

    public ParkingGarage(String name, int capacity) {
        this.name = name;
        this.capacity = capacity;
    }

    public boolean enter(String plate) {
        if (parkedPlates.size() >= capacity) {
            return false;
        }
        parkedPlates.add(plate);
        totalEntries++;
        return true;
    }

    public int countElectric() {
        scratchCount = 0;
        for (String plate : parkedPlates) {
            if (plate.endsWith("E")) {
                scratchCount++;
            }
        }
        return scratchCount;
    }

    public boolean leave(String plate) {
        int capacity = parkedPlates.size(); // expect: QUA-HIDDEN-FIELD
        parkedPlates.remove(plate);
        return parkedPlates.size() < capacity;
    }

    public String describe() {
        return name + " (" + parkedPlates.size() + "/" + capacity + ", " + totalEntries + " entries)";
    }
}
