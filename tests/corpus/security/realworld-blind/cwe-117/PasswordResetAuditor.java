// expect: none (CWE-117 safe)
// note: e-mail address logged only after OWASP Encoder forJava escapes CR/LF; account id is a long
package com.saas.identity;

import org.owasp.encoder.Encode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

@Component
public class PasswordResetAuditor {
    private static final Logger audit = LoggerFactory.getLogger("audit.password-reset");

    public void resetRequested(long accountId, String submittedEmail) {
        audit.info("password reset requested account={} email={}", accountId, Encode.forJava(submittedEmail));
    }
}
