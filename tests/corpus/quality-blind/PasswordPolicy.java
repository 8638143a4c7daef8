package security.policy;

import java.util.ArrayList;
import java.util.List;

public class PasswordPolicy {
    private static final int MIN_LENGTH = 12;

    public List<String> violations(String password) {
        List<String> problems = new ArrayList<>();
        if (password.length() < MIN_LENGTH) {
            problems.add("too short");
        }
        if (password.chars().noneMatch(Character::isDigit)) {
            problems.add("needs a digit");
        }
        if (password.chars().noneMatch(Character::isUpperCase)) {
            problems.add("needs an upper-case letter");
        }
        if (password.toLowerCase().contains("password")) {
            problems.add("must not contain 'password'");
        }
        return problems;
    }

    public boolean isAcceptable(String password) {
        return violations(password).isEmpty();
    }
}
