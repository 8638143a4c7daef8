import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Account {
    public String owner; // expect: QUA-PUBLIC-FIELD
    public static int instances; // expect: QUA-PUBLIC-STATIC-MUTABLE
    public static final int LIMIT = 10; // ok: QUA-PUBLIC-STATIC-MUTABLE, QUA-PUBLIC-FIELD
    private String iban; // expect: QUA-FIELD-COULD-BE-FINAL
    private int balance; // ok: QUA-FIELD-COULD-BE-FINAL
    private final List<String> history = new ArrayList<>();
    private String scratch; // expect: QUA-FIELD-COULD-BE-LOCAL
    private String lastMessage; // ok: QUA-FIELD-COULD-BE-LOCAL
    private int size; // expect: QUA-FIELD-NAMED-LIKE-METHOD

    public Account(String owner, String iban) {
        this.owner = owner;
        this.iban = iban;
        instances++;
    }

    public void deposit(int amount) {
        balance += amount;
        lastMessage = "deposit " + amount;
        history.add(lastMessage);
        size = history.size();
    }

    public String statement() {
        scratch = iban + " " + balance;
        return scratch + " (" + history.size() + ")";
    }

    public String last() {
        return lastMessage;
    }

    public int size() {
        return history.size() + size;
    }

    public void setIban(String iban) { // ok: QUA-SELF-ASSIGNMENT
        iban = iban; // expect: QUA-SELF-ASSIGNMENT
    }

    public void transfer(String from, String to, int amount, String reference, String currency, boolean instant, String note, String channel) { // expect: QUA-LONG-PARAMETER-LIST
        history.add(from + to + amount + reference + currency + instant + note + channel);
    }

    public void pay(String to, int amount) { // ok: QUA-LONG-PARAMETER-LIST
        history.add(to + amount);
    }

    public HashMap<String, Integer> totals() { // expect: QUA-LOOSE-COUPLING
        HashMap<String, Integer> map = new HashMap<>(); // ok: QUA-LOOSE-COUPLING
        map.put(owner, balance);
        return map;
    }

    public Map<String, Integer> totalsByOwner() { // ok: QUA-LOOSE-COUPLING
        return Map.of(owner, balance);
    }

    public List raw() { // expect: QUA-RAW-TYPE
        List copy = new ArrayList(history); // expect: QUA-RAW-TYPE
        List<String> typed = new ArrayList<>(history); // ok: QUA-RAW-TYPE
        copy.addAll(typed);
        return copy;
    }
}
