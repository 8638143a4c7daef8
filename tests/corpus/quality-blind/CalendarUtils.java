package planner.util;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Date;

public class CalendarUtils { // expect: QUA-UTILITY-CLASS
    private static final SimpleDateFormat ISO = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-STATIC-DATE-FORMAT
    private static final DateTimeFormatter GERMAN = DateTimeFormatter.ofPattern("dd.MM.yyyy"); // ok: QUA-STATIC-DATE-FORMAT

    public static Date parse(String text) throws ParseException {
        return ISO.parse(text);
    }

    public static String german(LocalDate date) {
        return GERMAN.format(date);
    }

    public static LocalDate nextWorkingDay(LocalDate date) {
        LocalDate next = date.plusDays(1); // ok: QUA-IGNORED-RESULT
        while (next.getDayOfWeek().getValue() > 5) {
            next = next.plusDays(1);
        }
        return next;
    }

    public static LocalDate endOfTrial(LocalDate start) {
        start.plusDays(30); // expect: QUA-IGNORED-RESULT
        return start;
    }
}
