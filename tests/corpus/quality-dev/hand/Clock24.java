public class Clock24 {

    private int hours;
    private int minutes;

    public Clock24(int hours, int minutes) {
        setTime(hours, minutes); // expect: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    public void setTime(int hours, int minutes) {
        if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) {
            throw new IllegalArgumentException("invalid time");
        }
        this.hours = hours;
        this.minutes = minutes;
    }

    public void tick() {
        minutes++;
        if (minutes == 60) {
            minutes = 0;
            hours = (hours + 1) % 24;
        }
    }

    @Override
    public String toString() {
        return String.format("%02d:%02d", hours, minutes);
    }
}
