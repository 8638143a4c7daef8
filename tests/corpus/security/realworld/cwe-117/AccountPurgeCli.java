// expect: none (CWE-117 safe)
// note: CLI reason replaced by an allow-listed reason code before logging; the account id is a parsed long
package tools.accounts;

import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

public class AccountPurgeCli {

    private static final Logger LOG = Logger.getLogger("accounts.cli");
    private static final Set<String> REASONS = Set.of("gdpr-request", "fraud", "inactive", "duplicate");

    public static void main(String[] args) {
        long accountId = Long.parseLong(args[0]);
        String reason = args.length > 1 && REASONS.contains(args[1]) ? args[1] : "unspecified";
        LOG.log(Level.INFO, "purging account " + accountId + " because: " + reason);
    }
}
