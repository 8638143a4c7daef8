import java.math.BigDecimal;

public class DiscountEngine {

    public BigDecimal apply(BigDecimal amount, String code) {
        if (code == null) {
            return amount;
        }
        BigDecimal rate = new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
        if (code.equals("SUMMER")) {
            return amount.subtract(amount.multiply(rate));
        }
        if (code.equals("VIP")) {
            return amount.multiply(BigDecimal.valueOf(0.8)); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
        }
        return amount;
    }

    public boolean isFree(BigDecimal amount) {
        return amount == BigDecimal.ZERO; // expect: QUA-OBJECT-IDENTITY
    }

    public boolean isFreeCorrect(BigDecimal amount) {
        return amount.signum() == 0;
    }
}
