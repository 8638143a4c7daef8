// expect: none (CWE-78 safe)
// note: CLI validates the host name argument against a strict hostname regex and runs a fixed dig binary with an argv array
package tools.net;

import java.io.IOException;
import java.util.regex.Pattern;

public class DnsLookupTool {
    private static final Pattern HOSTNAME = Pattern.compile("^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)*[a-zA-Z]{2,63}$");

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 1 || !HOSTNAME.matcher(args[0]).matches()) {
            System.err.println("usage: DnsLookupTool <hostname>");
            System.exit(2);
        }
        Process dig = new ProcessBuilder("/usr/bin/dig", "+short", args[0]).inheritIO().start();
        System.exit(dig.waitFor());
    }
}
