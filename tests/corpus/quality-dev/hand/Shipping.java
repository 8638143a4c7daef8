public class Shipping {

    public static double cost(double weightKg, String zone) throws Exception { // expect: QUA-GENERIC-EXCEPTION
        if (weightKg <= 0) {
            throw new Exception("bad weight"); // expect: QUA-GENERIC-EXCEPTION
        }
        double base;
        if (zone.equals("EU")) {
            base = 5;
        } else if (zone.equals("US")) {
            base = 12;
        } else {
            throw new IllegalArgumentException("zone " + zone);
        }
        return base + weightKg * 1.5;
    }

    private Shipping() {
    }

    public static void main(String[] args) throws Exception { // ok: QUA-GENERIC-EXCEPTION
        System.out.println(cost(2.0, "EU"));
    }
}
