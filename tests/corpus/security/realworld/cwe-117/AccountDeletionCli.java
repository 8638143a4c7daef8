// expect: CWE-117 @ 15
// note: CLI argument (reason text) logged with java.util.logging Logger.log(Level, String)
package tools.accounts;

import java.util.logging.Level;
import java.util.logging.Logger;

public class AccountDeletionCli {

    private static final Logger LOG = Logger.getLogger("accounts.cli");

    public static void main(String[] args) {
        long accountId = Long.parseLong(args[0]);
        String reason = args.length > 1 ? args[1] : "unspecified";
        LOG.log(Level.INFO, "deleting account " + accountId + " because: " + reason);
    }
}
