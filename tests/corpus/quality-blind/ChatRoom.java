package chat;

import java.time.Instant;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

public class ChatRoom {
    private final Map<String, Instant> lastSeen = new HashMap<>();

    public void heartbeat(String user) {
        lastSeen.put(user, Instant.now());
    }

    public void kickIdle(Instant cutoff) {
        for (String user : lastSeen.keySet()) {
            if (lastSeen.get(user).isBefore(cutoff)) {
                lastSeen.remove(user); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    public void kickIdleSafely(Instant cutoff) {
        Iterator<Map.Entry<String, Instant>> it = lastSeen.entrySet().iterator();
        while (it.hasNext()) {
            if (it.next().getValue().isBefore(cutoff)) {
                it.remove(); // ok: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    public int online() {
        return lastSeen.size();
    }
}
