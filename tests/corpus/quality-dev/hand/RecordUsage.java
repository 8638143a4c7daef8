import java.util.ArrayList;
import java.util.List;

public class RecordUsage {

    record Person(String name, Integer age) {
    }

    public static void main(String[] args) {
        List<Person> people = new ArrayList<>();
        people.add(new Person("Kim", 30));
        people.add(new Person("Lee", 30));
        people.add(new Person("Max", 1000));
        people.add(new Person("Noa", 1000));

        Person a = people.get(2);
        Person b = people.get(3);
        if (a.age() == b.age()) { // expect: QUA-OBJECT-IDENTITY
            System.out.println("same age");
        }
        if (a.age().equals(b.age())) { // ok: QUA-OBJECT-IDENTITY
            System.out.println("same age (equals)");
        }
        if (a == b) { // expect: QUA-OBJECT-IDENTITY
            System.out.println("same person");
        }
    }
}
