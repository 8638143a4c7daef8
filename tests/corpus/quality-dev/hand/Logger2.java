import java.util.ArrayList;
import java.util.List;

public class Logger2 {

    public static Logger2 INSTANCE = new Logger2(); // expect: QUA-PUBLIC-STATIC-MUTABLE

    private final List<String> lines = new ArrayList<>();

    private Logger2() {
    }

    public void log(String msg) {
        lines.add(msg);
        System.err.println("[log] " + msg); // expect: STY-SYSTEM-OUT
    }

    public List<String> getLines() {
        return lines;
    }
}
