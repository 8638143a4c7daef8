import java.util.ArrayList;
import java.util.List;

public class Inbox {

    private final List<String> messages = new ArrayList<>();
    private int unread;

    public void receive(String m) {
        messages.add(m);
        unread++;
    }

    public String readNext() {
        if (unread == 0) {
            return null;
        }
        String m = messages.get(messages.size() - unread);
        unread--;
        return m;
    }

    public int getUnread() {
        return unread;
    }

    public List<String> search(String text) {
        List<String> hits = new ArrayList<>();
        for (String m : messages) {
            if (m.contains(text)) {
                hits.add(m);
            }
        }
        return hits;
    }
}
