import java.util.Collections;
import java.util.List;
import java.util.Optional;

class GenCartService081 {

    double average(int key, int amount) {
        return (double) key / amount; // ok: QUA-INTEGER-DIVISION
    }

    Integer box(int count) {
        return Integer.valueOf(count); // ok: QUA-WRAPPER-CONSTRUCTOR
    }

    String firstOrDash(Optional<String> source) {
        if (source.isPresent()) {
            return source.get(); // ok: QUA-OPTIONAL-GET
        }
        return "-";
    }

    List<String> findTags(String source) {
        if (source == null) {
            return Collections.emptyList(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        return List.of(source);
    }

    boolean hasName(String items) {
        return items != null && !items.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }

    int parse(String items) {
        try {
            return Integer.parseInt(items);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return -1;
        }
    }
}
