import java.util.Map;

public class ProfileLoader {

    private final Map<String, String> raw;

    public ProfileLoader(Map<String, String> raw) {
        this.raw = raw;
    }

    public int age() {
        try {
            return Integer.parseInt(raw.get("age"));
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    public String city() {
        String c = raw.get("city");
        if (c.equals(null)) { // expect: QUA-EQUALS-NULL
            return "unknown";
        }
        return c;
    }
}
