import java.util.Scanner;

public class TempConverter {

    static final double FACTOR = 9.0 / 5.0;

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in); // ok: DES-RESOURCE-LEAK
        System.out.print("Celsius? ");
        double c = sc.nextDouble();
        double f = c * FACTOR + 32;
        System.out.println(c + " C = " + f + " F");
        if (f == 212.0) { // expect: QUA-FLOAT-EQUALITY
            System.out.println("water boils");
        }
        if (Math.abs(f - 32.0) < 1e-9) { // ok: QUA-FLOAT-EQUALITY
            System.out.println("water freezes");
        }
    }
}
