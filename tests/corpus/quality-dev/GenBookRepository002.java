import java.util.List;
import java.util.Optional;

class GenBookRepository002 {

    public String clean(String data) {
        String t = data.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }

    public void dropEmpty(List<String> key) {
        key.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
    }

    Optional<String> first(List<String> entry) {
        if (entry.isEmpty()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(entry.get(0));
    }

    public int sizeOf(List<?> input) { // ok: QUA-RAW-TYPE
        return input.size();
    }
}
