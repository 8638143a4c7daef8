import java.util.List;

public class TokenBuffer {

    public String join(List<String> tokens) {
        StringBuffer buf = new StringBuffer(); // expect: QUA-STRINGBUFFER
        for (String t : tokens) {
            if (buf.length() > 0) {
                buf.append(' ');
            }
            buf.append(t.toString()); // expect: QUA-STRING-TO-STRING
        }
        return buf.toString();
    }
}
