public class Converter {

    private double lastResult; // expect: QUA-FIELD-COULD-BE-LOCAL

    public double kmToMiles(double km) {
        lastResult = km * 0.621371;
        return lastResult;
    }

    public double milesToKm(double miles) {
        return miles / 0.621371;
    }
}
