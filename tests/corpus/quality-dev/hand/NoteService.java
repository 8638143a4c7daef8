import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class NoteService {

    public record Note(long id, String text, Instant created) {
    }

    private final List<Note> notes = new ArrayList<>();
    private long nextId = 1;

    public Note add(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text must not be blank");
        }
        Note n = new Note(nextId++, text.strip(), Instant.now());
        notes.add(n);
        return n;
    }

    public Optional<Note> find(long id) {
        return notes.stream().filter(n -> n.id() == id).findFirst();
    }

    public List<Note> search(String word) {
        List<Note> result = new ArrayList<>();
        for (Note n : notes) {
            if (n.text().contains(word)) {
                result.add(n);
            }
        }
        return result;
    }

    public boolean delete(long id) {
        return notes.removeIf(n -> n.id() == id);
    }
}
