public class Sensor {

    private final String id;
    private double lastValue;
    private int readings;

    public Sensor(String id) {
        this.id = id;
    }

    public void record(double value) {
        if (Double.isNaN(value)) {
            return;
        }
        lastValue = value;
        readings++;
    }

    public boolean isStuck(double previous) {
        if (readings > 1) { // expect: QUA-COLLAPSIBLE-IF
            if (lastValue == previous) { // expect: QUA-FLOAT-EQUALITY
                return true;
            }
        }
        return false;
    }

    public String getId() {
        return id;
    }
}
