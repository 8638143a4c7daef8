import java.util.ArrayList;
import java.util.List;

public class MovieRental {

    private final List<String> rented = new ArrayList<>();

    public double price(String category, int days) {
        double price = 0; // expect: QUA-DEAD-STORE
        if (category.equals("new")) {
            price = days * 3.0;
        } else if (category.equals("kids")) {
            price = 1.5 + Math.max(0, days - 3) * 1.5;
        } else {
            price = 2 + Math.max(0, days - 2) * 1.5;
        }
        return price;
    }

    public void rent(String title) {
        if (rented.contains(title)) {
            throw new IllegalStateException(title + " is already rented");
        }
        rented.add(title);
    }

    public boolean isRented(String title) {
        return rented.contains(title);
    }
}
