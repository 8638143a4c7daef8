package crm.contacts;

public class ContactValidator {

    public boolean hasEmail(Contact contact) {
        return contact.email() != null || contact.email().contains("@"); // expect: QUA-BROKEN-NULL-CHECK
    }

    public boolean hasPhone(Contact contact) {
        return contact.phone().length() > 5 && contact.phone() != null; // expect: QUA-MISPLACED-NULL-CHECK
    }

    public boolean isMissing(Contact contact) {
        return contact.equals(null); // expect: QUA-EQUALS-NULL
    }

    public boolean hasName(Contact contact) {
        return contact.name() != null && !contact.name().isBlank(); // ok: QUA-BROKEN-NULL-CHECK
    }

    public boolean isCompany(Object value) {
        return value != null && value instanceof CompanyContact; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    public boolean isPerson(Object value) {
        return value instanceof Contact; // ok: QUA-REDUNDANT-NULL-CHECK
    }

    public boolean sameCountry(Contact a, Contact b) {
        return a.country() == b.country(); // expect: DES-STRING-EQUALITY
    }

    public boolean noCountry(Contact a) {
        return a.country() == null || a.country().isEmpty(); // ok: DES-STRING-EQUALITY
    }
}

record Contact(String name, String email, String phone, String country) {
}

record CompanyContact(String name, String vatNumber) {
}
