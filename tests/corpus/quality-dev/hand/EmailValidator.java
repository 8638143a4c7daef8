import java.util.List;
import java.util.regex.Pattern;

public class EmailValidator {

    private static final Pattern EMAIL = Pattern.compile("^[\\w.+-]+@[\\w-]+\\.[\\w.]+$");

    public boolean isValid(String email) {
        return email != null && EMAIL.matcher(email).matches();
    }

    public long countInvalid(List<String> emails) {
        long bad = 0;
        for (String e : emails) {
            Pattern p = Pattern.compile("^[\\w.+-]+@[\\w-]+\\.[\\w.]+$"); // expect: QUA-OBJECT-IN-LOOP
            if (!p.matcher(e).matches()) {
                bad++;
            }
        }
        return bad;
    }

    public long countValid(List<String> emails) {
        return emails.stream().filter(this::isValid).count();
    }
}
