package people;

import java.time.LocalDate;
import java.time.Period;
import java.util.Objects;

public final class Person {
    private final String firstName;
    private final String lastName;
    private final LocalDate birthDate;

    public Person(String firstName, String lastName, LocalDate birthDate) {
        this.firstName = Objects.requireNonNull(firstName);
        this.lastName = Objects.requireNonNull(lastName);
        this.birthDate = Objects.requireNonNull(birthDate);
    }

    public int ageOn(LocalDate date) {
        return Period.between(birthDate, date).getYears();
    }

    public String fullName() {
        return firstName + " " + lastName;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Person)) {
            return false;
        }
        Person p = (Person) o;
        return firstName.equals(p.firstName) && lastName.equals(p.lastName) && birthDate.equals(p.birthDate);
    }

    @Override
    public int hashCode() {
        return Objects.hash(firstName, lastName, birthDate);
    }

    @Override
    public String toString() {
        return fullName() + " (" + birthDate + ")";
    }
}
