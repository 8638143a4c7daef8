package productivity.tasks;

import java.util.ArrayList;
import java.util.List;

public class TaskBoard {
    private final List<String> todo = new ArrayList<>();
    private final List<String> doing = new ArrayList<>();
    private final List<String> done = new ArrayList<>();

    public void add(String task) {
        todo.add(task);
    }

    public void advance(String task) {
        if (todo.remove(task)) {
            doing.add(task);
        } else if (doing.remove(task)) {
            done.add(task);
        }
    }

    public int weight(String priority) {
        int weight;
        switch (priority) {
            case "high":
                weight = 3;
                break;
            case "urgent": // expect: QUA-SWITCH-FALLTHROUGH
                weight = 5;
            case "medium":
                weight = 2;
                break;
            default:
                weight = 1;
        }
        return weight;
    }

    public String column(String task) {
        switch (task.isEmpty() ? "" : task.substring(0, 1)) {
            case "!":
                return "urgent";
            case "?": // ok: QUA-SWITCH-FALLTHROUGH
                return "question";
            default:
                return todo.contains(task) ? "todo" : doing.contains(task) ? "doing" : "done";
        }
    }

    public int completed() {
        return done.size();
    }
}
