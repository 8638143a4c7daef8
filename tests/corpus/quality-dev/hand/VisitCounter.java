public class VisitCounter {

    private static int totalVisits = 0;
    private static VisitCounter lastUsed;
    private int visits;

    public VisitCounter() {
        lastUsed = this; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public void visit() {
        visits++;
        totalVisits++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public void markCurrent() {
        lastUsed = this; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public static void reset() {
        totalVisits = 0; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public int getVisits() {
        return visits;
    }

    public static int total() {
        return totalVisits;
    }

    public static VisitCounter last() {
        return lastUsed;
    }
}
