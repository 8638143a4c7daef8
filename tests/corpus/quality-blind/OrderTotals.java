package shop.orders;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

public final class OrderTotals {
    private static final BigDecimal VAT_RATE = new BigDecimal("0.19");

    private final List<OrderLine> lines;

    public OrderTotals(List<OrderLine> lines) {
        this.lines = List.copyOf(lines);
    }

    public BigDecimal net() {
        return lines.stream()
                .map(l -> l.unitPrice().multiply(BigDecimal.valueOf(l.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public BigDecimal vat() {
        return net().multiply(VAT_RATE).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal gross() {
        return net().add(vat());
    }

    public boolean isFreeShipping() {
        return gross().compareTo(new BigDecimal("50.00")) >= 0;
    }
}

record OrderLine(String sku, BigDecimal unitPrice, int quantity) {
}
