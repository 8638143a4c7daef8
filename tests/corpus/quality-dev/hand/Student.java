public class Student {
    public String name; // expect: QUA-PUBLIC-FIELD
    public int age; // expect: QUA-PUBLIC-FIELD
    public static final String SCHOOL = "Lycee Victor Hugo"; // ok: QUA-PUBLIC-STATIC-MUTABLE

    public Student(String name, int age) {
        this.name = name;
        this.age = age;
    }

    public String toString() { // expect: QUA-MISSING-OVERRIDE
        return name + " (" + age + ")";
    }
}
