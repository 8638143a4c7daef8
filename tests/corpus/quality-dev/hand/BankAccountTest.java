import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class BankAccountTest
{
    static class BankAccount
    {
        private long balance; // expect: QUA-FIELD-NAMED-LIKE-METHOD

        void deposit(long amount)
        {
            if (amount <= 0) throw new IllegalArgumentException("amount");
            balance += amount;
        }

        void withdraw(long amount)
        {
            if (amount > balance) throw new IllegalStateException("insufficient");
            balance -= amount;
        }

        long balance()
        {
            return balance;
        }
    }

    @Test
    void depositAddsToBalance()
    {
        BankAccount acc = new BankAccount();
        acc.deposit(100);
        acc.deposit(50);
        assertEquals(150, acc.balance());
    }

    @Test
    void cannotOverdraw()
    {
        BankAccount acc = new BankAccount();
        acc.deposit(10);
        assertThrows(IllegalStateException.class, () -> acc.withdraw(11));
    }

    @Test
    void rejectsZeroDeposit()
    {
        assertThrows(IllegalArgumentException.class, () -> new BankAccount().deposit(0));
    }
}
