// expect: none (CWE-78 safe)
// note: shell branch guarded by a compile-time false constant (dead); live branch runs a fixed program with an array
package com.fintrack.export;

import java.io.IOException;

public class LegacyExportRunner {

    private static final boolean USE_LEGACY_SHELL = false;

    public Process export(String accountNumber) throws IOException {
        if (USE_LEGACY_SHELL) {
            return Runtime.getRuntime().exec("sh -c '/opt/fintrack/export.sh " + accountNumber + "'");
        }
        if (!accountNumber.matches("\\d{8,12}")) {
            throw new IllegalArgumentException("account number must be digits");
        }
        return Runtime.getRuntime().exec(new String[] {"/opt/fintrack/export.sh", accountNumber});
    }
}
