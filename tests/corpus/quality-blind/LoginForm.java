package web.forms;

public class LoginForm {
    private String username;
    private String password;
    private boolean rememberMe;

    public LoginForm(String username, String password, boolean rememberMe) {
        this.username = username;
        this.password = password;
        this.rememberMe = rememberMe;
    }

    public boolean isComplete() {
        if (username != null && !username.isBlank() && password != null) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        } else {
            return false;
        }
    }

    public boolean wantsCookie() {
        if (rememberMe == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
            return isComplete();
        }
        return false;
    }

    public String normalisedUsername() {
        String result = username.trim().toLowerCase(); // expect: QUA-LOCAL-BEFORE-RETURN
        return result;
    }

    public String maskedPassword() {
        String stars = "*".repeat(password.length()); // ok: QUA-LOCAL-BEFORE-RETURN
        return stars.substring(0, Math.min(8, stars.length()));
    }

    public String displayName() {
        return username.toString(); // expect: QUA-STRING-TO-STRING
    }

    public void clear() {
        username = null;
        password = null;
        rememberMe = false;
        return; // expect: QUA-UNNECESSARY-RETURN
    }

    public void clearPasswordIfSet() {
        if (password == null) {
            return; // ok: QUA-UNNECESSARY-RETURN
        }
        password = null;
    }
}
