import java.time.LocalDate;
import java.util.Objects;

public class Order {
    private final long id;
    private final LocalDate created;
    private String status = "NEW";

    public Order(long id, LocalDate created) {
        this.id = id;
        this.created = created;
    }

    public long getId() {
        return id;
    }

    public LocalDate getCreated() {
        return created;
    }

    public String getStatus() {
        return status;
    }

    public void ship() {
        if (status.equals("NEW")) {
            status = "SHIPPED";
        }
    }

    public LocalDate dueDate() {
        LocalDate due = created;
        due.plusDays(14); // expect: QUA-IGNORED-RESULT
        return due;
    }

    public boolean createdSameDay(Order other) {
        return created == other.created; // expect: QUA-OBJECT-IDENTITY
    }

    @Override
    public int hashCode() { // expect: QUA-HASHCODE-WITHOUT-EQUALS
        return Objects.hash(id);
    }
}
