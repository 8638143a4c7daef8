import java.util.Scanner;

class Calculator {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        double a = in.nextDouble();
        double b = in.nextDouble();
        String op = in.next();
        if (op.equals("+")) {
            System.out.println(a + b);
        } else if (op.equals("/") {
            System.out.println(a / b);
        }
    }
}
