// expect: CWE-330 @ 21
// note: password reset codes generated with java.util.Random (predictable) and e-mailed to the user
package com.accounts.reset;

import java.util.Random;

import org.springframework.stereotype.Service;

@Service
public class PasswordResetService {
    private final Random random = new Random();
    private final ResetCodeStore store;
    private final Mailer mailer;

    public PasswordResetService(ResetCodeStore store, Mailer mailer) {
        this.store = store;
        this.mailer = mailer;
    }

    public void startReset(long accountId, String email) {
        String code = String.format("%06d", random.nextInt(1_000_000));
        store.save(accountId, code);
        mailer.send(email, "Your reset code is " + code);
    }
}

interface ResetCodeStore {
    void save(long accountId, String code);
}

interface Mailer {
    void send(String to, String body);
}
