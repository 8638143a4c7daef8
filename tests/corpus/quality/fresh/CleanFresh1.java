import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

public final class CleanFresh1 {
    private final List<Task> tasks = new ArrayList<>();

    public void add(String title, int priority) {
        tasks.add(new Task(title, priority));
        Collections.sort(tasks);
    }

    public List<String> titles() {
        List<String> out = new ArrayList<>(tasks.size());
        for (Task t : tasks) {
            out.add(t.title());
        }
        return out;
    }

    public boolean hasUrgent() {
        for (Task t : tasks) {
            if (t.priority() > 8) {
                return true;
            }
        }
        return false;
    }

    record Task(String title, int priority) implements Comparable<Task> {
        Task {
            Objects.requireNonNull(title, "title");
        }

        @Override
        public int compareTo(Task other) {
            return Integer.compare(other.priority, priority);
        }
    }
}
