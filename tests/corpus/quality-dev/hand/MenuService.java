import java.util.ArrayList;
import java.util.List;

public class MenuService {

    private final List<String> dishes = new ArrayList<>();

    public void addDish(String name) {
        if (name == "") { // expect: DES-STRING-EQUALITY
            throw new IllegalArgumentException("empty name");
        }
        dishes.add(name);
        System.out.println("Added dish " + name); // expect: STY-SYSTEM-OUT
    }

    public boolean isVegetarian(String name) {
        return name != null && name.toLowerCase().contains("veggie"); // ok: DES-STRING-EQUALITY
    }

    public List<String> todaysMenu(String day) {
        if (day != "MONDAY" && day != "TUESDAY") { // expect: DES-STRING-EQUALITY
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        return new ArrayList<>(dishes);
    }
}
