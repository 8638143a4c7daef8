package billing.numbers;

import java.time.LocalDate;
import java.time.Year;
import java.util.List; // expect: QUA-UNUSED-IMPORT
import java.util.concurrent.atomic.AtomicLong;

public class InvoiceNumberGenerator {
    private final AtomicLong sequence = new AtomicLong();
    private final String prefix;
    private int lastYear; // expect: QUA-UNUSED-PRIVATE-FIELD

    public InvoiceNumberGenerator(String prefix) {
        this.prefix = prefix;
    }

    public String next(LocalDate date) {
        long n = sequence.incrementAndGet();
        String unusedFormat = "%s-%d-%06d"; // expect: QUA-UNUSED-LOCAL
        return format(date.getYear(), n);
    }

    private String format(int year, long number) {
        return prefix + "-" + year + "-" + String.format("%06d", number);
    }

    private String legacyFormat(long number) { // expect: QUA-UNUSED-PRIVATE-METHOD
        return prefix + number;
    }

    private boolean sameYear(int year, Year current, String reason) { // expect: QUA-UNUSED-PARAMETER
        return current.getValue() == year;
    }

    public boolean isCurrentYear(int year) {
        return sameYear(year, Year.now(), "check");
    }
}
