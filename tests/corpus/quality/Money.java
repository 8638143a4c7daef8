import java.math.BigDecimal;
import java.util.Objects;

public class Money {
    private final BigDecimal amount;
    private final String currency;

    public Money(BigDecimal amount, String currency) {
        this.amount = amount;
        this.currency = currency;
    }

    public boolean equals(Object o) { // expect: QUA-MISSING-OVERRIDE, QUA-EQUALS-WITHOUT-HASHCODE
        if (this == o) return true;
        if (!(o instanceof Money)) return false;
        Money other = (Money) o;
        return amount.compareTo(other.amount) == 0 && currency.equals(other.currency);
    }

    @Override
    public String toString() { // ok: QUA-MISSING-OVERRIDE
        return amount + " " + currency;
    }

    public BigDecimal amount() {
        return amount;
    }

    public Money plus(Money other) {
        BigDecimal sum = amount;
        sum.add(other.amount); // expect: QUA-IGNORED-RESULT
        BigDecimal total = sum.add(other.amount); // ok: QUA-IGNORED-RESULT
        return new Money(total, currency);
    }

    public static Money of(double value, String currency) {
        BigDecimal a = new BigDecimal(value); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
        BigDecimal b = BigDecimal.valueOf(value); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
        return new Money(a.max(b), currency);
    }

    public static Money parse(String text) {
        return new Money(new BigDecimal("0.10"), text); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }
}

class Point {
    private final int x;
    private final int y;

    Point(int x, int y) {
        this.x = x;
        this.y = y;
    }

    @Override
    public int hashCode() { // expect: QUA-HASHCODE-WITHOUT-EQUALS
        return Objects.hash(x, y);
    }
}

class Temperature implements Comparable<Temperature> {
    private final double degrees;

    Temperature(double degrees) {
        this.degrees = degrees;
    }

    public int compareTo(Temperature other) { // expect: QUA-MISSING-OVERRIDE
        return Double.compare(degrees, other.degrees);
    }

    @Override
    public boolean equals(Object o) { // ok: QUA-EQUALS-WITHOUT-HASHCODE
        return o instanceof Temperature t && Double.compare(t.degrees, degrees) == 0;
    }

    @Override
    public int hashCode() { // ok: QUA-HASHCODE-WITHOUT-EQUALS
        return Double.hashCode(degrees);
    }
}
