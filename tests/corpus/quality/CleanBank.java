import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

public class CleanBank {
    private static final BigDecimal MAX_TRANSFER = new BigDecimal("10000");
    private final List<Transaction> log = new ArrayList<>();
    private BigDecimal balance = BigDecimal.ZERO;

    public void deposit(BigDecimal amount) {
        if (amount.signum() <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        balance = balance.add(amount);
        log.add(new Transaction("deposit", amount));
    }

    public void withdraw(BigDecimal amount) {
        if (amount.compareTo(MAX_TRANSFER) > 0) {
            throw new IllegalArgumentException("over the limit");
        }
        if (balance.compareTo(amount) < 0) {
            throw new IllegalStateException("insufficient funds");
        }
        balance = balance.subtract(amount);
        log.add(new Transaction("withdraw", amount));
    }

    public BigDecimal getBalance() {
        return balance;
    }

    public List<Transaction> history() {
        return List.copyOf(log);
    }

    static final class Transaction {
        private final String kind;
        private final BigDecimal amount;

        Transaction(String kind, BigDecimal amount) {
            this.kind = kind;
            this.amount = amount;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Transaction)) {
                return false;
            }
            Transaction t = (Transaction) o;
            return kind.equals(t.kind) && amount.compareTo(t.amount) == 0;
        }

        @Override
        public int hashCode() {
            return Objects.hash(kind, amount.stripTrailingZeros());
        }

        @Override
        public String toString() {
            return kind + " " + amount;
        }
    }
}
