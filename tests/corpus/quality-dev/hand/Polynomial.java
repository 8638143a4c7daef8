import java.util.Arrays;

public class Polynomial {

    private final double[] coeffs;

    public Polynomial(double... coeffs) {
        this.coeffs = coeffs.clone();
    }

    public double eval(double x) {
        double r = 0;
        for (int i = coeffs.length - 1; i >= 0; i--) {
            r = r * x + coeffs[i];
        }
        return r;
    }

    public Polynomial derivative() {
        if (coeffs.length <= 1) {
            return new Polynomial(0);
        }
        double[] d = new double[coeffs.length - 1];
        for (int i = 1; i < coeffs.length; i++) {
            d[i - 1] = coeffs[i] * i;
        }
        return new Polynomial(d);
    }

    public boolean isZero() {
        for (double c : coeffs) {
            if (c != 0.0) { // expect: QUA-FLOAT-EQUALITY
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return "Polynomial" + coeffs; // expect: QUA-ARRAY-TO-STRING
    }

    public String debug() {
        return Arrays.toString(coeffs);
    }
}
