package music;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Playlist {
    private final String title;
    private final List<String> tracks = new ArrayList<>();
    private int size; // expect: QUA-FIELD-NAMED-LIKE-METHOD

    public Playlist(String title) {
        this.title = title;
    }

    public void add(String track) {
        tracks.add(track);
        size = tracks.size();
    }

    public int size() {
        return size;
    }

    public List<String> shuffled() {
        List<String> copy = new ArrayList<>(tracks);
        Collections.shuffle(copy);
        return copy;
    }

    public String getTitle() {
        return title;
    }

    public boolean isLong() {
        return size() > 50;
    }
}
