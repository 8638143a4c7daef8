package library.loans;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;

public class LoanDesk {
    private static final int LOAN_DAYS = 21;
    private static final int FEE_CENTS_PER_DAY = 25;

    public LocalDate dueDate(LocalDate borrowedOn) {
        return borrowedOn.plusDays(LOAN_DAYS);
    }

    public int lateFeeCents(LocalDate borrowedOn, LocalDate returnedOn) {
        long late = ChronoUnit.DAYS.between(dueDate(borrowedOn), returnedOn);
        return late <= 0 ? 0 : (int) late * FEE_CENTS_PER_DAY;
    }

    public int totalFees(List<Loan> loans, LocalDate today) {
        int total = 0; // expect: QUA-DEAD-STORE
        total = loans.stream().mapToInt(l -> lateFeeCents(l.borrowedOn(), l.returnedOn() == null ? today : l.returnedOn())).sum();
        return Math.min(total, 5000);
    }

    public int openLoans(List<Loan> loans) {
        int open = 0; // ok: QUA-DEAD-STORE
        for (Loan l : loans) {
            if (l.returnedOn() == null) {
                open++;
            }
        }
        return open;
    }
}

record Loan(String isbn, LocalDate borrowedOn, LocalDate returnedOn) {
}
