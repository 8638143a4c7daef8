package exercises.units;

import java.util.Scanner;

public class UnitConverterApp {
    private final Scanner input;

    public UnitConverterApp(Scanner input) {
        this.input = input;
    }

    public void run() {
        System.out.println("1) km -> miles  2) kg -> pounds  3) C -> F"); // ok: STY-SYSTEM-OUT
        int choice = input.nextInt();
        double value = input.nextDouble();
        switch (choice) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1:
                System.out.println(value * 0.621371 + " miles");
                break;
            case 2:
                System.out.println(value * 2.20462 + " pounds");
                break;
            case 3:
                System.out.println(value * 9 / 5 + 32 + " F");
                break;
        }
    }

    public static void main(String[] args) {
        try (Scanner in = new Scanner(System.in)) {
            new UnitConverterApp(in).run();
        }
    }
}
