public class Account {

    private final String owner;
    private long balance;

    public Account(String owner) {
        this.owner = owner;
        init(); // expect: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    public void init() {
        balance = 0;
    }

    public void deposit(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount");
        }
        balance += amount;
    }

    public long getBalance() {
        return balance;
    }

    public String getOwner() {
        return owner;
    }
}
