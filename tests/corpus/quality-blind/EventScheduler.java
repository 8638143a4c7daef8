package calendar.events;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class EventScheduler {
    private static EventScheduler lastUsed;

    private final List<Event> events = new ArrayList<>();

    public void schedule(String title, LocalDateTime start) {
        events.add(new Event(title, start));
        events.sort(Comparator.comparing(Event::start));
        lastUsed = this; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public List<Event> upcoming(LocalDateTime now) {
        List<Event> result = new ArrayList<>();
        for (Event e : events) {
            if (e.start().isAfter(now)) {
                result.add(e);
            }
        }
        return result;
    }

    public static EventScheduler lastUsedScheduler() {
        return lastUsed;
    }
}

record Event(String title, LocalDateTime start) {
}

final class EventFormatting { // ok: QUA-UTILITY-CLASS
    private EventFormatting() {
    }

    static String describe(Event e) {
        return e.title() + " @ " + e.start();
    }
}
