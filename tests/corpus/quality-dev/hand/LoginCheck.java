import java.util.Scanner;

public class LoginCheck {

    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        System.out.println("Username:");
        String user = input.nextLine();
        System.out.println("Password:");
        String pass = input.nextLine();

        if (user == "admin" && pass.equals("secret")) { // expect: DES-STRING-EQUALITY
            System.out.println("Welcome admin");
        } else if (user != null && user.equals("guest")) { // ok: DES-STRING-EQUALITY
            System.out.println("Welcome guest");
        } else {
            System.out.println("Access denied");
        }
        user.trim(); // expect: QUA-IGNORED-RESULT
        input.close();
    }
}
