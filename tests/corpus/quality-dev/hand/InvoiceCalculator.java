import java.math.BigDecimal;
import java.util.List;

public class InvoiceCalculator {

    private static final BigDecimal VAT = new BigDecimal("0.20");

    public BigDecimal total(List<BigDecimal> lines) {
        BigDecimal sum = BigDecimal.ZERO; // ok: QUA-DEAD-STORE
        for (BigDecimal l : lines) {
            sum = sum.add(l);
        }
        return sum.add(sum.multiply(VAT));
    }

    public BigDecimal discount(BigDecimal total, int percent) {
        BigDecimal rate = BigDecimal.ZERO; // expect: QUA-DEAD-STORE
        rate = BigDecimal.valueOf(percent).movePointLeft(2);
        return total.subtract(total.multiply(rate));
    }

    public String label(BigDecimal total) {
        String label = ""; // expect: QUA-DEAD-STORE
        if (total.signum() > 0) {
            label = "to pay";
        } else {
            label = "nothing due";
        }
        return label;
    }
}
