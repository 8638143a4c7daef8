package trading;

import java.util.ArrayList;
import java.util.List;

public class StockTicker {
    private final String symbol;
    private final List<Double> prices = new ArrayList<>();

    public StockTicker(String symbol) {
        this.symbol = symbol;
    }

    public void record(double price) {
        prices.add(price);
    }

    public double average() {
        double sum = 0;
        for (double p : prices) {
            sum += p;
        }
        return prices.isEmpty() ? 0 : sum / prices.size(); // ok: QUA-INTEGER-DIVISION
    }

    public boolean unchangedSinceOpen() {
        if (prices.isEmpty()) {
            return true;
        }
        return prices.get(0) == prices.get(prices.size() - 1); // expect: QUA-OBJECT-IDENTITY
    }

    public boolean crossedAbove(double threshold) {
        for (int i = 1; i < prices.size(); i++) {
            if (prices.get(i - 1) < threshold && prices.get(i) >= threshold) { // ok: QUA-FLOAT-EQUALITY
                return true;
            }
        }
        return false;
    }

    public String getSymbol() {
        return symbol;
    }
}
