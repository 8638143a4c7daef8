import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Pathfinder {

    private final Map<String, List<String>> edges = new HashMap<>();

    public void connect(String a, String b) {
        edges.computeIfAbsent(a, k -> new java.util.ArrayList<>()).add(b);
        edges.computeIfAbsent(b, k -> new java.util.ArrayList<>()).add(a);
    }

    public boolean reachable(String from, String to) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        java.util.Deque<String> stack = new java.util.ArrayDeque<>();
        stack.push(from);
        while (!stack.isEmpty()) {
            String cur = stack.pop();
            if (cur.equals(to)) {
                return true;
            }
            if (seen.add(cur)) {
                for (String n : edges.getOrDefault(cur, List.of())) {
                    stack.push(n);
                }
            }
        }
        return false;
    }
}
