package shop.format;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.util.Locale;

public class PriceFormatter {
    private final Locale locale;

    public PriceFormatter(Locale locale) {
        this.locale = locale;
    }

    public String format(BigDecimal amount) {
        return NumberFormat.getCurrencyInstance(locale).format(amount);
    }

    public String formatCents(long cents) {
        return format(BigDecimal.valueOf(cents, 2)); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    public String discountLabel(int percent) {
        if (percent <= 0) {
            return "";
        }
        return "-" + percent + "%";
    }
}
