import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Playlist {

    private final String name;
    private final List<String> songs = new ArrayList<>();

    public Playlist(String name) {
        this.name = name;
    }

    public void add(String song) {
        songs.add(song);
    }

    public List<String> getSongs() {
        return Collections.unmodifiableList(songs);
    }

    public List<String> search(String text) {
        List<String> songs = new ArrayList<>(); // expect: QUA-HIDDEN-FIELD
        for (String s : this.songs) {
            if (s.contains(text)) {
                songs.add(s);
            }
        }
        return songs;
    }

    public List<String> byArtist(String artist) {
        if (artist == null) {
            return Collections.emptyList(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        List<String> found = new ArrayList<>();
        for (String s : songs) {
            if (s.startsWith(artist + " - ")) {
                found.add(s);
            }
        }
        return found;
    }

    public String getName() {
        return name;
    }
}
