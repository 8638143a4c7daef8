public class Thermostat {

    private double target;
    private double current;
    private boolean heating;

    public Thermostat(double target) {
        this.target = target;
    }

    public void setTarget(double target) {
        this.target = target;
    }

    public void read(double current) { // expect: QUA-HIDDEN-FIELD
        this.current = current;
        double diff = target - current;
        heating = diff > 0.5;
    }

    public boolean isHeating() {
        return heating;
    }

    public String status() {
        double target = Math.round(this.target * 10) / 10.0; // expect: QUA-HIDDEN-FIELD
        return "target " + target + ", now " + current + (heating ? " (heating)" : "");
    }
}
