// expect: CWE-916 @ 15
// expect: CWE-328 @ 15
// note: CLI hashes an admin password with MD5 and prints it for the config file
package tools.admin;

import java.io.Console;
import java.security.MessageDigest;
import java.util.HexFormat;

public class AdminPasswordTool {

    public static void main(String[] args) throws Exception {
        Console console = System.console();
        char[] password = console.readPassword("new admin password: ");
        byte[] hash = MessageDigest.getInstance("MD5").digest(new String(password).getBytes());
        System.out.println("admin.password.md5=" + HexFormat.of().formatHex(hash));
    }
}
