import java.util.ArrayList;
import java.util.List;

public class ChatRoom {

    private final String name;
    private final List<String> members = new ArrayList<>();
    private final List<String> history = new ArrayList<>();

    public ChatRoom(String name) {
        this.name = name;
    }

    public void join(String member) {
        if (!members.contains(member)) {
            members.add(member);
            broadcast("system", member + " joined");
        }
    }

    public void leave(String member) {
        for (String m : members) {
            if (m.equals(member)) {
                members.remove(m); // expect: QUA-MODIFY-WHILE-ITERATING
                broadcast("system", member + " left");
            }
        }
    }

    public void broadcast(String from, String text) {
        String line = "[" + name + "] " + from + ": " + text;
        history.add(line);
        System.out.println(line); // expect: STY-SYSTEM-OUT
    }

    public List<String> recent(int last) {
        if (last <= 0) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        return history.subList(Math.max(0, history.size() - last), history.size());
    }
}
