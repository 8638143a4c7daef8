import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

class GenOrderDao066 {

    Optional<String> first(List<String> source) {
        if (source.isEmpty()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(source.get(0));
    }

    public String greeting() {
        String s = new String("hello"); // expect: QUA-NEW-STRING
        return s.toUpperCase();
    }

    public void reset(List<String> entry) {
        entry.clear();
        return; // expect: QUA-UNNECESSARY-RETURN
    }

    public BigDecimal rate() {
        return new BigDecimal("0.15"); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }
}
