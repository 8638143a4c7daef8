import java.util.ArrayList;
import java.util.List;

public class Cart {

    private final List<Item> items = new ArrayList<>();
    private String total; // expect: QUA-FIELD-NAMED-LIKE-METHOD

    public static class Item {
        private final String sku;
        private final int qty;
        private final long unitCents;

        public Item(String sku, int qty, long unitCents) {
            this.sku = sku;
            this.qty = qty;
            this.unitCents = unitCents;
        }

        public String getSku() {
            return sku;
        }

        public long lineCents() {
            return qty * unitCents;
        }
    }

    public void add(Item item) {
        items.add(item);
        total = null;
    }

    public String total() {
        if (total == null) {
            long sum = 0;
            for (Item i : items) {
                sum += i.lineCents();
            }
            total = sum / 100 + "." + String.format("%02d", sum % 100);
        }
        return total;
    }
}
