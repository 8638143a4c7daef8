import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

public class LibraryApp {

    static List<String> books = new ArrayList<>();

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        boolean running = true;
        while (running) {
            System.out.println("1) add  2) list  3) quit"); // ok: STY-SYSTEM-OUT
            int choice = sc.nextInt();
            sc.nextLine();
            switch (choice) { // expect: QUA-SWITCH-NO-DEFAULT
                case 1:
                    System.out.print("Title: ");
                    books.add(sc.nextLine());
                    break;
                case 2:
                    listBooks();
                    break;
                case 3:
                    running = false;
                    break;
            }
        }
        sc.close();
    }

    static void listBooks() {
        if (books.isEmpty()) {
            System.out.println("(empty)"); // ok: STY-SYSTEM-OUT
            return; // ok: QUA-UNNECESSARY-RETURN
        }
        for (int i = 0; i < books.size(); i++) {
            System.out.println((i + 1) + ". " + books.get(i));
        }
    }
}
