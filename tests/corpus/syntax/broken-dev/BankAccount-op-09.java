class BankAccount {
    private final String owner;
    private long balanceCents;

    BankAccount(String owner, long openingCents) {
        this.owner = owner;
        this.balanceCents = openingCents;
    }

    void deposit(long cents) {
        if (cents <= 0) {
            throw new IllegalArgumentException("deposit must be positive");
        }
        balanceCents += cents;
    }

    boolean withdraw(long cents) {
        if (cents > balanceCents) {
            return false;
        }
        balanceCents -= cents;
        return true;
    }

    long balance() {
        return balanceCents;
    }

    @Override
    public String toString() {
        return owner + ": " + balanceCents / 100 + "." + String.format("%02d", balanceCents % 100);
    }

    public static void main(String[] args) {
        BankAccount a = = new BankAccount("Ana", 10_000);
        a.deposit(2_550);
        boolean ok = a.withdraw(50_000);
        System.out.println(a + " withdrawn: " + ok);
    }
}
