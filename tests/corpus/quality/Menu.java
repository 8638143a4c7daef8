import java.util.Scanner;

public class Menu {
    private final Scanner in = new Scanner(System.in);

    public String label(int option) {
        String text = "";
        switch (option) {
            case 1:
                text = "Start";
            case 2: // expect: QUA-SWITCH-FALLTHROUGH
                text = "Stop";
                break;
            case 3: // ok: QUA-SWITCH-FALLTHROUGH
            case 4:
                text = "Help";
                break;
            default: // ok: QUA-SWITCH-FALLTHROUGH
                text = "?";
        }
        return text;
    }

    public int price(int size) {
        int p = 0;
        switch (size) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1:
                p = 3;
                break;
            case 2:
                p = 5;
                break;
        }
        return p;
    }

    public int tax(int kind) {
        return switch (kind) { // ok: QUA-SWITCH-NO-DEFAULT
            case 1 -> 7;
            case 2 -> 19;
            default -> 0;
        };
    }

    public void loop() {
        int choice = in.nextInt();
        if (choice == 0); // expect: QUA-EMPTY-STATEMENT
        {
            System.out.println("bye");
        }
        if (choice == 1) { // ok: QUA-EMPTY-STATEMENT
            System.out.println("one");
        }
        boolean done = false;
        if (done = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            System.out.println("done");
        }
        if (done == (choice > 2)) { // ok: QUA-ASSIGNMENT-IN-CONDITION
            System.out.println("ok");
        }
        if (choice > 5) { } // expect: QUA-EMPTY-IF
        if (choice > 6) { // ok: QUA-EMPTY-IF
            // nothing to do for large values yet
        }
        if (choice > 0) { // expect: QUA-COLLAPSIBLE-IF
            if (choice < 10) {
                System.out.println("digit");
            }
        }
        if (choice > 0) { // ok: QUA-COLLAPSIBLE-IF
            if (choice < 10) {
                System.out.println("digit");
            } else {
                System.out.println("big");
            }
        }
    }

    public int roll() {
        int a = (int) Math.random() * 6; // expect: QUA-RANDOM-CAST
        int b = (int) (Math.random() * 6); // ok: QUA-RANDOM-CAST
        return a + b;
    }

    public int next(int counter) {
        counter = counter++; // expect: QUA-POSTINCREMENT-ASSIGN
        int other = counter++; // ok: QUA-POSTINCREMENT-ASSIGN
        return counter + other;
    }

    public void background(Runnable job) {
        Thread worker = new Thread(job);
        worker.run(); // expect: QUA-THREAD-RUN
        Thread second = new Thread(job);
        second.start(); // ok: QUA-THREAD-RUN
        job.run(); // ok: QUA-THREAD-RUN
    }
}
