import java.util.Base64;

public class Encoder {

    private byte[] tmp; // expect: QUA-FIELD-COULD-BE-LOCAL
    private final String prefix;

    public Encoder(String prefix) {
        this.prefix = prefix;
    }

    public String encode(String text) {
        tmp = (prefix + text).getBytes();
        return Base64.getEncoder().encodeToString(tmp);
    }
}
