import java.util.List;
import java.util.Optional;

class GenCartService145 {

    public String firstOrDash(Optional<String> data) {
        if (data.isPresent()) {
            return data.get(); // ok: QUA-OPTIONAL-GET
        }
        return "-";
    }

    public int sizeOf(List data) { // expect: QUA-RAW-TYPE
        return data.size();
    }

    public int load(String data) {
        try {
            return Integer.parseInt(data);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number: " + data, e); // ok: QUA-LOST-STACK-TRACE
        }
    }
}
