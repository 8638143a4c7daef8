package library.model;

import java.util.Objects;

public class LibraryMember {
    private final long id;
    private String name;
    private String email;

    public LibraryMember(long id, String name, String email) {
        this.id = id;
        this.name = name;
        this.email = email;
    }

    public long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name; // ok: QUA-SELF-ASSIGNMENT
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        email = email; // expect: QUA-SELF-ASSIGNMENT
    }

    public void anonymise() {
        this.name = "anonymous";
        this.email = null;
    }

    @Override
    public boolean equals(Object o) { // expect: QUA-EQUALS-WITHOUT-HASHCODE
        if (this == o) { // ok: QUA-OBJECT-IDENTITY
            return true;
        }
        if (!(o instanceof LibraryMember)) {
            return false;
        }
        LibraryMember other = (LibraryMember) o;
        return id == other.id && Objects.equals(email, other.email);
    }

    public String toString() { // expect: QUA-MISSING-OVERRIDE
        return "LibraryMember{" + id + ", " + name + "}";
    }
}
