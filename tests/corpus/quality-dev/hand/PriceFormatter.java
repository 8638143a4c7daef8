import java.text.NumberFormat;
import java.util.Locale;

public class PriceFormatter {

    private final NumberFormat nf;

    public PriceFormatter(Locale locale) {
        this.nf = NumberFormat.getCurrencyInstance(locale);
    }

    public String format(long cents) {
        return nf.format(cents / 100.0); // ok: QUA-INTEGER-DIVISION
    }

    public String formatRange(long minCents, long maxCents) {
        return format(minCents) + " - " + format(maxCents);
    }

    private String pad(String s, int width, char fill) { // expect: QUA-UNUSED-PARAMETER
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) {
            sb.insert(0, ' ');
        }
        return sb.toString();
    }

    public String column(long cents) {
        return pad(format(cents), 12, ' ');
    }
}
