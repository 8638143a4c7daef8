import java.util.HashMap;
import java.util.Map;

public class Survey {

    private final Map<String, Integer> votes = new HashMap<>();

    public void vote(String option) {
        Integer current = votes.get(option);
        if (current == null) {
            votes.put(option, 1);
        } else {
            votes.put(option, current + 1);
        }
    }

    public boolean isTie(String a, String b) {
        Integer va = votes.get(a);
        Integer vb = votes.get(b);
        return va != null && va == vb; // expect: QUA-OBJECT-IDENTITY
    }

    public double share(String option) {
        int total = 0;
        for (int v : votes.values()) {
            total += v;
        }
        int mine = votes.getOrDefault(option, 0);
        return mine / total; // expect: QUA-INTEGER-DIVISION
    }
}
