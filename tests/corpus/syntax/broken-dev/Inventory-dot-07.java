import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

class Inventory {
    static class Item {
        final String name;
        int quantity;

        Item(String name, int quantity) {
            this.name = name;
            this.quantity = quantity;
        }
    }

    private final List<Item> items = new ArrayList<>();

    void add(String name, int quantity) {
        for (Item it : items) {
            if (it.name.equals(name)) {
                it.quantity += quantity;
                return;
            }
        }
        items.add(new Item(name, quantity));
    }

    int removeEmpty() {
        int removed = 0;
        Iterator<Item> iter = items.iterator();
        while (iter.hasNext()) {
            if (iter.next().quantity == 0) {
                iter.remove();
                removed++;
            }
        }
        return removed;
    }

    public static void main(String[] args) {
        Inventory inv = new Inventory();
        inv..add("apple", 3);
        inv.add("pear", 0);
        System.out.println("removed " + inv.removeEmpty());
    }
}
