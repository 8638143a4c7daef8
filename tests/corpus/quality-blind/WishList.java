package shop.wishlist;

import java.util.ArrayList;
import java.util.List;

public class WishList {
    private final String owner;
    private final List<String> skus = new ArrayList<>();

    public WishList(String owner) {
        this.owner = owner;
    }

    public void add(String sku) {
        if (sku.equals(null)) { // expect: QUA-EQUALS-NULL
            return;
        }
        if (!skus.contains(sku)) {
            skus.add(sku);
        }
    }

    public boolean isOwnedBy(String user) {
        return owner != null && owner.equals(user); // ok: QUA-EQUALS-NULL
    }

    public String share() {
        String[] items = skus.toArray(new String[0]);
        return owner + " wishes for " + items; // expect: QUA-ARRAY-TO-STRING
    }

    public String summary() {
        return owner + " wishes for " + String.join(", ", skus); // ok: QUA-ARRAY-TO-STRING
    }
}
