package security.policy;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PasswordPolicyTest {
    private final PasswordPolicy policy = new PasswordPolicy();

    @Test
    void acceptsLongMixedPassword() {
        assertTrue(policy.isAcceptable("Correct7HorseBattery"));
    }

    @Test
    void rejectsShortPassword() {
        assertFalse(policy.isAcceptable("Sh0rt"));
    }

    @Test
    void rejectsTheWordPassword() {
        assertTrue(policy.violations("MyPassword12345").contains("must not contain 'password'"));
    }

    @Test
    void reportsMissingDigit() {
        boolean found = policy.violations("NoDigitsInHereAtAll").contains("needs a digit");
        assertTrue(found == true); // expect: QUA-BOOLEAN-LITERAL-COMPARISON
    }
}
