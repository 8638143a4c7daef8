import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

public final class DateUtil {

    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd"); // ok: QUA-STATIC-DATE-FORMAT

    private DateUtil() {
    }

    public static String format(LocalDate d) {
        return ISO.format(d);
    }

    public static List<String> formatAll(List<LocalDate> dates) {
        List<String> out = new ArrayList<>();
        for (LocalDate d : dates) {
            out.add(ISO.format(d)); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }

    public static List<String> formatAllGerman(List<LocalDate> dates) {
        List<String> out = new ArrayList<>();
        for (LocalDate d : dates) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern("dd.MM.yyyy"); // expect: QUA-OBJECT-IN-LOOP
            out.add(f.format(d));
        }
        return out;
    }

    public static boolean isWeekend(LocalDate d) {
        switch (d.getDayOfWeek()) { // ok: QUA-SWITCH-NO-DEFAULT
            case SATURDAY:
            case SUNDAY: // ok: QUA-SWITCH-FALLTHROUGH
                return true;
            default:
                return false;
        }
    }
}
