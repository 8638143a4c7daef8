package bank;

import java.math.BigDecimal;

public class BankAccount {
    private static final BigDecimal OVERDRAFT_FEE = new BigDecimal("2.50"); // ok: QUA-BIGDECIMAL-FROM-DOUBLE

    private final Long accountNumber;
    private BigDecimal balance = BigDecimal.ZERO;

    public BankAccount(Long accountNumber) {
        this.accountNumber = accountNumber;
    }

    public void deposit(double amount) {
        balance = balance.add(new BigDecimal(amount)); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    public void depositExact(double amount) {
        balance = balance.add(BigDecimal.valueOf(amount)); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    public void withdraw(BigDecimal amount) {
        balance = balance.subtract(amount);
        if (balance.signum() < 0) {
            balance = balance.subtract(OVERDRAFT_FEE);
        }
    }

    public boolean isSameAccount(BankAccount other) {
        return accountNumber == other.accountNumber; // expect: QUA-OBJECT-IDENTITY
    }

    public boolean hasZeroBalance() {
        return balance.compareTo(BigDecimal.ZERO) == 0; // ok: QUA-OBJECT-IDENTITY
    }

    public void applyInterest(BigDecimal rate) {
        balance.multiply(BigDecimal.ONE.add(rate)); // expect: QUA-IGNORED-RESULT
    }

    public BigDecimal getBalance() {
        return balance;
    }

    public Long getAccountNumber() {
        return accountNumber;
    }
}
