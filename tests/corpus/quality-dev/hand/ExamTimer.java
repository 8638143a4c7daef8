public class ExamTimer {

    private final long durationMillis;
    private long startedAt = -1;

    public ExamTimer(long durationMillis) {
        this.durationMillis = durationMillis;
    }

    public void start(long now) {
        if (startedAt != -1) {
            throw new IllegalStateException("already started");
        }
        startedAt = now;
    }

    public long remaining(long now) {
        if (startedAt == -1) {
            return durationMillis;
        }
        return Math.max(0, durationMillis - (now - startedAt));
    }

    public boolean isOver(long now) {
        return remaining(now) == 0;
    }
}
