public class Celsius {

    private final double degrees;

    public Celsius(double degrees) {
        this.degrees = degrees;
    }

    public double getDegrees() {
        return degrees;
    }

    @Override
    public int hashCode() { // expect: QUA-HASHCODE-WITHOUT-EQUALS
        return Double.hashCode(degrees);
    }
}
