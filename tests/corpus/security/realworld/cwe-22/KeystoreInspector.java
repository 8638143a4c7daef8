// expect: none (CWE-22 safe)
// note: CLI argument only supplies the bare file name (File.getName()) looked up in the user's own keystore folder
package tools.security;

import java.io.File;
import java.io.FileInputStream;
import java.security.KeyStore;
import java.util.Collections;

public class KeystoreInspector {

    public static void main(String[] args) throws Exception {
        File dir = new File(System.getProperty("user.home"), ".keystores");
        String name = new File(args[0]).getName();
        try (FileInputStream in = new FileInputStream(new File(dir, name))) {
            KeyStore ks = KeyStore.getInstance("PKCS12");
            ks.load(in, System.console().readPassword("password: "));
            Collections.list(ks.aliases()).forEach(System.out::println);
        }
    }
}
