import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Loans for a small municipal library.
 */
public class LibraryLoans {

    public static final int MAX_LOANS = 5;
    private static final long FINE_CENTS_PER_DAY = 20;

    public static final class Loan {
        private final String isbn;
        private final String member;
        private final LocalDate due;
        private LocalDate returned;

        Loan(String isbn, String member, LocalDate due) {
            this.isbn = isbn;
            this.member = member;
            this.due = due;
        }

        public String getIsbn() {
            return isbn;
        }

        public String getMember() {
            return member;
        }

        public LocalDate getDue() {
            return due;
        }

        public boolean isOpen() {
            return returned == null;
        }

        void close(LocalDate when) {
            returned = when;
        }

        long daysLate(LocalDate today) {
            LocalDate end = returned != null ? returned : today;
            return Math.max(0, ChronoUnit.DAYS.between(due, end));
        }
    }

    private final List<Loan> loans = new ArrayList<>();
    private final Map<String, Long> finesPaid = new HashMap<>();

    public Loan lend(String isbn, String member, LocalDate today) {
        long open = loans.stream().filter(l -> l.getMember().equals(member) && l.isOpen()).count();
        if (open >= MAX_LOANS) {
            throw new IllegalStateException(member + " already has " + open + " loans");
        }
        if (findOpen(isbn).isPresent()) {
            throw new IllegalStateException(isbn + " is on loan");
        }
        Loan loan = new Loan(isbn, member, today.plusWeeks(3));
        loans.add(loan);
        return loan;
    }

    public long giveBack(String isbn, LocalDate today) {
        Optional<Loan> loan = findOpen(isbn);
        if (loan.isEmpty()) {
            throw new IllegalArgumentException(isbn + " is not on loan");
        }
        Loan l = loan.get(); // ok: QUA-OPTIONAL-GET
        l.close(today);
        return l.daysLate(today) * FINE_CENTS_PER_DAY;
    }

    public void payFine(String member, long cents) {
        finesPaid.merge(member, cents, Long::sum);
    }

    public long outstanding(String member, LocalDate today) {
        long owed = 0;
        for (Loan l : loans) {
            if (l.getMember().equals(member)) {
                owed += l.daysLate(today) * FINE_CENTS_PER_DAY;
            }
        }
        return Math.max(0, owed - finesPaid.getOrDefault(member, 0L));
    }

    public List<Loan> overdue(LocalDate today) {
        List<Loan> result = new ArrayList<>();
        for (Loan l : loans) {
            if (l.isOpen() && l.getDue().isBefore(today)) {
                result.add(l);
            }
        }
        return result;
    }

    private Optional<Loan> findOpen(String isbn) {
        return loans.stream().filter(l -> l.getIsbn().equals(isbn) && l.isOpen()).findFirst();
    }
}
