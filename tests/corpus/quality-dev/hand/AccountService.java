import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;

public class AccountService {

    private final Map<String, BigDecimal> balances = new HashMap<>();

    public void open(String iban) {
        balances.put(iban, BigDecimal.ZERO);
        System.out.println("opened " + iban); // expect: STY-SYSTEM-OUT
    }

    public void deposit(String iban, BigDecimal amount) {
        BigDecimal current = balances.get(iban);
        if (current == null) {
            throw new RuntimeException("unknown account " + iban); // expect: QUA-GENERIC-EXCEPTION
        }
        current.add(amount); // expect: QUA-IGNORED-RESULT
        balances.put(iban, current);
    }

    public void withdraw(String iban, BigDecimal amount) {
        BigDecimal current = balances.get(iban);
        if (current == null) {
            throw new IllegalArgumentException("unknown account " + iban); // ok: QUA-GENERIC-EXCEPTION
        }
        if (current.compareTo(amount) < 0) {
            throw new IllegalStateException("insufficient funds");
        }
        balances.put(iban, current.subtract(amount));
        System.out.println("withdrew " + amount);
    }

    public boolean sameBalance(String a, String b) {
        return balances.get(a) == balances.get(b); // expect: QUA-OBJECT-IDENTITY
    }
}
