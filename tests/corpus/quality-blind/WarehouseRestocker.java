package warehouse;

import java.util.List;
import java.util.Map;

public class WarehouseRestocker {
    private final Map<String, Integer> minimumStock;

    public WarehouseRestocker(Map<String, Integer> minimumStock) {
        this.minimumStock = minimumStock;
    }

    public int restock(List<Shelf> shelves, Supplier supplier) {
        int ordered = 0;
        for (Shelf shelf : shelves) {
            if (shelf.active()) {
                for (Slot slot : shelf.slots()) {
                    if (slot.sku() != null) {
                        Integer minimum = minimumStock.get(slot.sku());
                        if (minimum != null && slot.quantity() < minimum) {
                            ordered += supplier.order(slot.sku(), minimum - slot.quantity()); // expect: QUA-DEEP-NESTING
                        }
                    }
                }
            }
        }
        return ordered;
    }

    public void createDelivery(String sku, int quantity, String warehouse, String dock, String carrier, // expect: QUA-LONG-PARAMETER-LIST
                               String driver, String truckPlate, boolean refrigerated) {
        if (quantity <= 0 || sku == null) {
            throw new IllegalArgumentException("invalid delivery");
        }
        String note = String.join("/", warehouse, dock, carrier, driver, truckPlate, refrigerated ? "cold" : "dry");
        minimumStock.merge(sku + "@" + note, quantity, Integer::sum);
    }

    public String label(String sku, int quantity, String warehouse, String dock, String carrier, String driver, // ok: QUA-LONG-PARAMETER-LIST
                        String truckPlate) {
        return String.join("|", sku, Integer.toString(quantity), warehouse, dock, carrier, driver, truckPlate);
    }
}

record Shelf(boolean active, List<Slot> slots) {
}

record Slot(String sku, int quantity) {
}

interface Supplier {
    int order(String sku, int quantity);
}
