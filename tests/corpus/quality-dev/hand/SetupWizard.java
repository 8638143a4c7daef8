import java.util.Scanner;

public class SetupWizard {

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("Project name: ");
        String name = in.nextLine();
        System.out.print("Use Gradle? (y/n) ");
        String gradle = in.nextLine();
        System.out.print("Java version: ");
        int version = Integer.parseInt(in.nextLine());
        if (gradle.equals("y")) {
            if (version >= 17) { // ok: QUA-COLLAPSIBLE-IF
                System.out.println("Creating Gradle project " + name + " with toolchain " + version);
            } else {
                System.out.println("Gradle needs Java 17+");
            }
        } else {
            System.out.println("Creating Maven project " + name);
        }
    }
}
