class BankAccount {
    private double balance;

    void deposit(double amount) {
        balance += amount
    }

    double getBalance() {
        return balance;
    }
}
