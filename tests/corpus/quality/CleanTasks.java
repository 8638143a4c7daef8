import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class CleanTasks {
    private final Map<String, List<String>> byOwner = new TreeMap<>();
    private int nextId = 1;

    public int add(String owner, String title) {
        byOwner.computeIfAbsent(owner, k -> new ArrayList<>()).add(title);
        return nextId++;
    }

    public void removeDone(String owner) {
        List<String> tasks = byOwner.get(owner);
        if (tasks == null) {
            return;
        }
        Iterator<String> it = tasks.iterator();
        while (it.hasNext()) {
            if (it.next().startsWith("[x]")) {
                it.remove();
            }
        }
    }

    public int count() {
        int n = 0;
        for (List<String> tasks : byOwner.values()) {
            n += tasks.size();
        }
        return n;
    }

    public boolean isEmpty() {
        return byOwner.isEmpty();
    }
}
