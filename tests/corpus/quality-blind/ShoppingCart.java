package shop.cart;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

public class ShoppingCart {
    private final List<CartItem> items = new ArrayList<>();

    public void add(CartItem item) {
        items.add(item);
    }

    public void removeOutOfStock() {
        for (CartItem item : items) {
            if (item.quantity() == 0) {
                items.remove(item); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    public void removeDiscontinued() {
        items.removeIf(CartItem::discontinued); // ok: QUA-MODIFY-WHILE-ITERATING
    }

    public boolean hasNoItems() {
        return items.size() == 0; // expect: QUA-SIZE-ZERO
    }

    public BigDecimal total() {
        BigDecimal total = BigDecimal.ZERO;
        for (CartItem item : items) {
            total = total.add(item.price().multiply(BigDecimal.valueOf(item.quantity()))); // ok: QUA-IGNORED-RESULT
        }
        return total;
    }

    public Optional<CartItem> mostExpensive() {
        return items.stream().max(Comparator.comparing(CartItem::price));
    }

    public String mostExpensiveName() {
        return mostExpensive().get().name(); // expect: QUA-OPTIONAL-GET
    }

    public String cheapestName() {
        Optional<CartItem> cheapest = items.stream().min(Comparator.comparing(CartItem::price));
        if (cheapest.isPresent()) {
            return cheapest.get().name(); // ok: QUA-OPTIONAL-GET
        }
        return "";
    }

    public List<CartItem> itemsCheaperThan(BigDecimal limit) {
        if (limit == null) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        List<CartItem> result = new ArrayList<>();
        for (CartItem item : items) {
            if (item.price().compareTo(limit) < 0) {
                result.add(item); // ok: QUA-MODIFY-WHILE-ITERATING
            }
        }
        return result;
    }
}

record CartItem(String name, BigDecimal price, int quantity, boolean discontinued) {
}
