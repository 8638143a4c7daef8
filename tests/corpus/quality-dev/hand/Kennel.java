import java.util.ArrayList;
import java.util.List;

public class Kennel {

    private static Kennel lastOpened;
    private static int dogsTotal;
    private final List<String> dogs = new ArrayList<>();

    public static Kennel open() {
        Kennel k = new Kennel();
        lastOpened = k; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
        return k;
    }

    public void admit(String dog) {
        dogs.add(dog);
        dogsTotal += 1; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public static int total() {
        return dogsTotal;
    }

    public static Kennel last() {
        return lastOpened;
    }
}
