public final class SavingsAccount {

    private final String owner;
    private long cents;
    private final double rate;

    public SavingsAccount(String owner, double rate) {
        this.owner = owner;
        this.rate = rate;
        reset(); // ok: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    private void reset() {
        cents = 0;
    }

    public void addInterest() {
        cents += Math.round(cents * rate);
    }

    public void deposit(long c) {
        cents += c;
    }

    public long getCents() {
        return cents;
    }

    public String getOwner() {
        return owner;
    }
}
