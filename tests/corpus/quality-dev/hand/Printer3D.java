public class Printer3D {

    private double nozzleTemp;
    private double bedTemp;

    public void heat(double nozzle, double bed) {
        this.nozzleTemp = nozzle;
        this.bedTemp = bed;
    }

    public boolean ready(double nozzleTemp) { // expect: QUA-HIDDEN-FIELD
        return nozzleTemp >= 200 && bedTemp >= 60;
    }

    public double getNozzleTemp() {
        return nozzleTemp;
    }
}
