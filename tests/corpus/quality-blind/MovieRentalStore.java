package rentals;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public class MovieRentalStore {
    private final List<Rental> rentals = new ArrayList<>();

    public void rent(String customer, String title, LocalDate date) {
        rentals.add(new Rental(customer, title, date, null));
    }

    public double averageRentalDays() {
        int totalDays = 0;
        int finished = 0;
        for (Rental r : rentals) {
            if (r.returned() != null) {
                totalDays += r.returned().toEpochDay() - r.rented().toEpochDay();
                finished++;
            }
        }
        if (finished == 0) {
            return 0;
        }
        double average = totalDays / finished; // expect: QUA-INTEGER-DIVISION
        return Math.round(average * 10) / 10.0;
    }

    public List<String> customersWith(String title) {
        List<String> customers = new ArrayList<>();
        for (Rental r : rentals) {
            if (r.title().equals(title) && r.returned() == null) {
                customers.add(r.customer());
            }
        }
        return customers;
    }

    public String report() {
        String report = "";
        for (Rental r : rentals) {
            report = report + r.customer() + " rented " + r.title() + "\n"; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return report;
    }
}

record Rental(String customer, String title, LocalDate rented, LocalDate returned) {
}
