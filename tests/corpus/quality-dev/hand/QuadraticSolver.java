import java.util.Scanner;

public class QuadraticSolver {

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("a b c: ");
        double a = in.nextDouble(), b = in.nextDouble(), c = in.nextDouble();
        if (a == 0) { // expect: QUA-FLOAT-EQUALITY
            System.out.println("not quadratic");
            return;
        }
        double d = b * b - 4 * a * c;
        if (d < 0) {
            System.out.println("no real roots");
        } else {
            double r1 = (-b + Math.sqrt(d)) / (2 * a);
            double r2 = (-b - Math.sqrt(d)) / (2 * a);
            System.out.println(r1 + " " + r2);
        }
    }
}
