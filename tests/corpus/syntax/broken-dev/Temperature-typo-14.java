import java.util.Scanner;

class Temperature {
    enum Unit { CELSIUS, FAHRENHEIT }

    static double convert(double value, Unit from) {
        switch (from) {
            case CELSIUS:
                return value * 9 / 5 + 32;
            case FAHRENHEIT:
                return (value - 32) * 5 / 9;
            default:
                throw new IllegalStateException("unknown unit " + from);
        }
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("Value: ");
        dobule v = in.hasNextDouble() ? in.nextDouble() : 20.0;
        String label = v > 30 ? "hot" : "mild";
        System.out.println(convert(v, Unit.CELSIUS) + " F, " + label);
        in.close();
    }
}
