// expect: none (CWE-916 safe)
// note: CLI hashes the admin password with BCrypt (cost 12)
package tools.admin;

import java.io.Console;
import org.springframework.security.crypto.bcrypt.BCrypt;

public class AdminPasswordCli {

    public static void main(String[] args) throws Exception {
        Console console = System.console();
        char[] password = console.readPassword("new admin password: ");
        String hash = BCrypt.hashpw(new String(password), BCrypt.gensalt(12));
        System.out.println("admin.password.bcrypt=" + hash);
    }
}
