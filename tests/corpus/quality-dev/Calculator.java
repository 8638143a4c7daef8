import java.util.Scanner;

public class Calculator {

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("First number: "); // ok: STY-SYSTEM-OUT
        int a = in.nextInt();
        System.out.print("Second number: ");
        int b = in.nextInt();
        System.out.println("Sum: " + add(a, b));
        System.out.println("Average: " + average(a, b));
        in.close();
    }

    static int add(int a, int b) {
        int result = 0; // expect: QUA-DEAD-STORE
        result = a + b;
        return result;
    }

    static double average(int a, int b) {
        return (a + b) / 2.0; // ok: QUA-INTEGER-DIVISION
    }
}
