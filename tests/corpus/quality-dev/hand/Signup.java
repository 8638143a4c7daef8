public class Signup {

    private final String email;
    private final String country;

    public Signup(String email, String country) {
        this.email = email;
        this.country = country;
    }

    public boolean isValid() {
        if (email != null || email.contains("@")) { // expect: QUA-BROKEN-NULL-CHECK
            return country != null;
        }
        return false;
    }

    public boolean isLocal() {
        return country.equals("FR") && country != null; // expect: QUA-MISPLACED-NULL-CHECK
    }

    public boolean hasEmail() {
        return email != null && !email.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }

    public boolean sameAs(Object o) {
        if (o != null && o instanceof Signup) { // expect: QUA-REDUNDANT-NULL-CHECK
            return email.equals(((Signup) o).email);
        }
        return false;
    }
}
