package civics.voting;

import java.util.LinkedHashMap;
import java.util.Map;

public class VotingMachine {
    private final Map<String, Integer> votes = new LinkedHashMap<>();
    private boolean closed;

    public void register(String candidate) {
        votes.putIfAbsent(candidate, 0);
    }

    public boolean vote(String candidate) {
        if (closed || !votes.containsKey(candidate)) {
            return false;
        }
        votes.merge(candidate, 1, Integer::sum);
        return true;
    }

    public void close() {
        closed = true;
    }

    public String winner() {
        String best = null;
        int bestVotes = -1;
        for (Map.Entry<String, Integer> e : votes.entrySet()) {
            if (e.getValue() > bestVotes) {
                best = e.getKey();
                bestVotes = e.getValue();
            }
        }
        return best;
    }

    public boolean isTie(String a, String b) {
        return votes.get(a) == votes.get(b); // expect: QUA-OBJECT-IDENTITY
    }

    public boolean hasVotes(String candidate) {
        return votes.getOrDefault(candidate, 0) > 0; // ok: QUA-OBJECT-IDENTITY
    }
}
