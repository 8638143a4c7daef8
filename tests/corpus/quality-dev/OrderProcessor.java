import java.math.BigDecimal;
import java.util.List;

public class OrderProcessor {

    private final double taxRate;

    public OrderProcessor(double taxRate) {
        this.taxRate = taxRate;
    }

    public BigDecimal total(List<BigDecimal> prices) {
        BigDecimal sum = BigDecimal.ZERO;
        for (BigDecimal p : prices) {
            sum.add(p); // expect: QUA-IGNORED-RESULT
        }
        return sum;
    }

    public double withTax(double amount) {
        double taxRate = 0.2; // expect: QUA-HIDDEN-FIELD
        return amount * (1 + taxRate);
    }

    public String status(int code) {
        String text = ""; // expect: QUA-DEAD-STORE
        text = switch (code) {
            case 0 -> "new";
            case 1 -> "paid";
            default -> "unknown";
        };
        return text;
    }

    public void ship(String orderId) throws Exception { // expect: QUA-GENERIC-EXCEPTION
        if (orderId.isBlank()) {
            throw new IllegalArgumentException("no order id");
        }
    }

    public boolean isExpensive(BigDecimal price) {
        return price.compareTo(new BigDecimal("100")) > 0; // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }
}
