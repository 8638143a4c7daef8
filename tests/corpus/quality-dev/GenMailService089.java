import java.util.List;
import java.util.Random;

public class GenMailService089 {

    boolean hasName(String data) {
        return data != null && !data.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }

    List<String> findTags(String input) {
        if (input == null) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        return List.of(input);
    }

    String name(String text) {
        return text.toString(); // expect: QUA-STRING-TO-STRING
    }

    int sizeOf(List<?> value) { // ok: QUA-RAW-TYPE
        return value.size();
    }

    int dice(int amount) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < amount; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    boolean isValid(String value) {
        if (value == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return value.length() > 2;
    }
}
