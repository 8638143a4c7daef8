import java.util.Scanner;

public class StringEq {

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        System.out.print("Continue? (yes/no) ");
        String answer = sc.next();
        if (answer == "yes") { // expect: DES-STRING-EQUALITY
            System.out.println("continuing");
        } else if ("no".equals(answer)) { // ok: DES-STRING-EQUALITY
            System.out.println("stopping");
        }
        String a = "abc";
        String b = "ab" + "c";
        System.out.println(a.equals(b));
    }
}
