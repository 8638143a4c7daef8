public class BankTransfer {

    private final long fromAccount;
    private final long toAccount;
    private final long cents;

    public BankTransfer(long fromAccount, long toAccount, long cents) {
        if (cents <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        this.fromAccount = fromAccount;
        this.toAccount = toAccount;
        this.cents = cents;
    }

    public long getFromAccount() {
        return fromAccount;
    }

    public long getToAccount() {
        return toAccount;
    }

    public long getCents() {
        return cents;
    }

    public boolean isInternal() {
        return fromAccount / 1000 == toAccount / 1000;
    }

    public String describe() {
        return String.format("%d -> %d : %d.%02d", fromAccount, toAccount, cents / 100, cents % 100);
    }
}
