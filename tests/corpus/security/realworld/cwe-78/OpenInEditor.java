// expect: CWE-78 @ 14
// note: CLI reads a file name from stdin with Scanner and runs "$EDITOR <name>" through sh -c → Runtime.exec(String[])
package tools.notes;

import java.util.Scanner;

public class OpenInEditor {

    public static void main(String[] args) throws Exception {
        String editor = System.getenv().getOrDefault("EDITOR", "vi");
        Scanner scanner = new Scanner(System.in);
        System.out.print("note to open: ");
        String note = scanner.nextLine().trim();
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", editor + " ~/notes/" + note + ".md"});
        System.exit(p.waitFor());
    }
}
