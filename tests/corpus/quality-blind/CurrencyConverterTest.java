package finance.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.Map;

import org.junit.jupiter.api.Test;

class CurrencyConverterTest {
    private final CurrencyConverter converter = new CurrencyConverter(Map.of("EUR/USD", new BigDecimal("1.10")));

    @Test
    void convertsWithKnownRate() {
        assertEquals(new BigDecimal("11.00"), converter.convert(new BigDecimal("10.00"), "EUR", "USD"));
    }

    @Test
    void unknownPairIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> converter.convert(BigDecimal.ONE, "EUR", "JPY"));
    }

    @Test
    void sameCurrencyIsIdentity() {
        assertEquals(new BigDecimal("5"), converter.convert(new BigDecimal("5"), "EUR", "EUR"));
    }
}

class CurrencyConverter {
    private final Map<String, BigDecimal> rates;

    CurrencyConverter(Map<String, BigDecimal> rates) {
        this.rates = rates;
    }

    BigDecimal convert(BigDecimal amount, String from, String to) {
        if (from.equals(to)) {
            return amount;
        }
        BigDecimal rate = rates.get(from + "/" + to);
        if (rate == null) {
            throw new IllegalArgumentException("no rate for " + from + "/" + to);
        }
        return amount.multiply(rate).setScale(2, java.math.RoundingMode.HALF_UP);
    }
}
