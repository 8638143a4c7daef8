import java.util.HashMap;
import java.util.Map;

public class StockTicker {

    private final Map<String, Double> prices = new HashMap<>();
    private static int updates; // ok: QUA-PUBLIC-STATIC-MUTABLE

    public void update(String symbol, double price) {
        prices.put(symbol, price);
        updates++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public static int updateCount() {
        return updates;
    }

    public double priceOf(String symbol) {
        Double p = prices.get(symbol);
        return p == null ? 0.0 : p; // ok: QUA-OBJECT-IDENTITY
    }

    public boolean hasMoved(String symbol, double previous) {
        double now = priceOf(symbol);
        return Math.abs(now - previous) > 0.0001; // ok: QUA-FLOAT-EQUALITY
    }
}
