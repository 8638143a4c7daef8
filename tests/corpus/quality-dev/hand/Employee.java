import java.time.LocalDate;
import java.util.Objects;

public class Employee {

    private final String id;
    private final String name;
    private final LocalDate hired;
    private long salaryCents;

    public Employee(String id, String name, LocalDate hired, long salaryCents) {
        this.id = id;
        this.name = name;
        this.hired = hired;
        this.salaryCents = salaryCents;
    }

    public void raise(int percent) {
        if (percent <= 0 || percent > 50) {
            throw new IllegalArgumentException("percent out of range: " + percent);
        }
        salaryCents += salaryCents * percent / 100;
    }

    public String getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public LocalDate getHired() {
        return hired;
    }

    public long getSalaryCents() {
        return salaryCents;
    }

    public boolean hiredBefore(Employee other) {
        return hired.isBefore(other.hired);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        return id.equals(((Employee) o).id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id);
    }
}
