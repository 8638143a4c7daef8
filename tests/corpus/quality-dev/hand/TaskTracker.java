import java.util.ArrayList;
import java.util.List;

public class TaskTracker {

    public static class Task {
        public String title; // expect: QUA-PUBLIC-FIELD
        public boolean done; // expect: QUA-PUBLIC-FIELD

        public Task(String title) {
            this.title = title;
        }
    }

    private final List<Task> tasks = new ArrayList<>();

    public void add(String title) {
        tasks.add(new Task(title));
    }

    public int openCount() {
        int open = 0;
        for (Task t : tasks) {
            if (t.done == false) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
                open++;
            }
        }
        return open;
    }

    public void completeAll() {
        for (Task t : tasks) {
            t.done = true;
        }
    }
}
