import java.util.HashMap;
import java.util.Map;

public class Vote {

    public static void main(String[] args) {
        String[] ballots = {"red", "blue", "red", "green", "blue", "red"};
        Map<String, Integer> tally = new HashMap<>();
        for (String b : ballots) {
            tally.put(b, tally.getOrDefault(b, 0) + 1);
        }
        String winner = null;
        int best = -1;
        for (Map.Entry<String, Integer> e : tally.entrySet()) {
            if (e.getValue() > best) {
                best = e.getValue();
                winner = e.getKey();
            }
        }
        System.out.println("winner: " + winner + " with " + best + " votes");
        double share = best / ballots.length; // expect: QUA-INTEGER-DIVISION
        System.out.println("share " + share);
    }
}
