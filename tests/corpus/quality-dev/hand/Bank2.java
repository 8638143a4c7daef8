import java.util.HashMap;
import java.util.Map;

public class Bank2 {

    private final Map<String, Long> accounts = new HashMap<>();

    public void transfer(String from, String to, long amount) throws Exception { // expect: QUA-GENERIC-EXCEPTION
        Long a = accounts.get(from);
        Long b = accounts.get(to);
        if (a == null || b == null) {
            throw new Exception("unknown account"); // expect: QUA-GENERIC-EXCEPTION
        }
        if (a < amount) {
            throw new IllegalStateException("insufficient funds"); // ok: QUA-GENERIC-EXCEPTION
        }
        accounts.put(from, a - amount);
        accounts.put(to, b + amount);
    }

    public void open(String id) {
        accounts.putIfAbsent(id, 0L);
    }

    public long balance(String id) {
        return accounts.getOrDefault(id, 0L);
    }
}
