import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class TicketService {
    private final List<String> open = new ArrayList<>();
    private static int issued = 0;

    public String issue(String customer) {
        issued++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
        String id = "T-" + issued;
        open.add(id);
        System.out.println("Issued " + id + " to " + customer); // expect: STY-SYSTEM-OUT
        return id;
    }

    public void close(String id) {
        if (!open.remove(id)) {
            throw new RuntimeException("unknown ticket " + id); // expect: QUA-GENERIC-EXCEPTION
        }
        System.out.println("Closed " + id);
    }

    public Optional<String> oldest() {
        return open.isEmpty() ? Optional.empty() : Optional.of(open.get(0)); // ok: QUA-OPTIONAL-NULL
    }

    public List<String> openTickets() {
        if (open.isEmpty()) {
            return new ArrayList<>(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        return List.copyOf(open);
    }
}
