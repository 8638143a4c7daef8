import java.util.ArrayList;
import java.util.List;

public class Scheduler {

    private final List<String> jobs = new ArrayList<>();
    private boolean paused;

    public void add(String job) {
        if (job != null) {
            if (!job.isBlank()) { // ok: QUA-COLLAPSIBLE-IF
                jobs.add(job);
            } else {
                throw new IllegalArgumentException("blank job");
            }
        }
    }

    public void runAll() {
        if (!paused) { // expect: QUA-COLLAPSIBLE-IF
            if (!jobs.isEmpty()) {
                jobs.forEach(this::execute);
                jobs.clear();
            }
        }
    }

    public void pause(boolean p) {
        paused = p;
    }

    private void execute(String job) {
        if (job.startsWith("#")) { // expect: QUA-EMPTY-IF
        }
    }
}
