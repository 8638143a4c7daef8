import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

public class EventLog {

    private static final SimpleDateFormat FORMAT = new SimpleDateFormat("yyyy-MM-dd HH:mm"); // expect: QUA-STATIC-DATE-FORMAT
    private final List<String> entries = new ArrayList<>();

    public void record(String message) {
        entries.add(FORMAT.format(new Date()) + " " + message);
    }

    public List<String> getEntries() {
        return new ArrayList<>(entries);
    }

    public List<String> formatAll(List<Date> dates) {
        List<String> out = new ArrayList<>();
        for (Date d : dates) {
            SimpleDateFormat f = new SimpleDateFormat("dd/MM/yyyy"); // expect: QUA-OBJECT-IN-LOOP
            out.add(f.format(d));
        }
        return out;
    }
}
