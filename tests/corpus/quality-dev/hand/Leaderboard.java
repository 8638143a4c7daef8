import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Leaderboard {

    public record Entry(String player, int points) {
    }

    private final List<Entry> entries = new ArrayList<>();

    public void submit(String player, int points) {
        entries.removeIf(e -> e.player().equals(player) && e.points() <= points);
        if (entries.stream().noneMatch(e -> e.player().equals(player))) {
            entries.add(new Entry(player, points));
        }
        entries.sort(Comparator.comparingInt(Entry::points).reversed());
    }

    public List<Entry> top(int n) {
        return List.copyOf(entries.subList(0, Math.min(n, entries.size())));
    }

    public int rankOf(String player) {
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).player().equals(player)) {
                return i + 1;
            }
        }
        return -1;
    }
}
