import java.text.DateFormat;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Date;

public class LegacyDates {

    private static final DateFormat DAY = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-STATIC-DATE-FORMAT
    private final SimpleDateFormat time = new SimpleDateFormat("HH:mm"); // ok: QUA-STATIC-DATE-FORMAT

    public Date parseDay(String s) throws ParseException {
        return DAY.parse(s);
    }

    public String formatTime(Date d) {
        return time.format(d);
    }

    public Date parseOrNow(String s) {
        try {
            return DAY.parse(s);
        } catch (ParseException e) { // expect: DES-SWALLOWED-EXCEPTION
            return new Date();
        }
    }
}
