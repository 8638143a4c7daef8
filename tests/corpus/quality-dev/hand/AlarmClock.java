import java.time.LocalTime;

public class AlarmClock {

    private LocalTime alarm;
    private boolean enabled;

    public void set(LocalTime alarm) {
        this.alarm = alarm;
        enabled = true;
    }

    public void disable() {
        enabled = false;
    }

    public boolean shouldRing(LocalTime now) {
        if (!enabled || alarm == null) {
            return false;
        }
        return now.getHour() == alarm.getHour() && now.getMinute() == alarm.getMinute();
    }

    public boolean isSameAlarm(LocalTime other) {
        return alarm == other; // expect: QUA-OBJECT-IDENTITY
    }

    public void snooze(int minutes) {
        if (alarm != null) {
            alarm.plusMinutes(minutes); // expect: QUA-IGNORED-RESULT
        }
    }
}
