package school;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class StudentRegistry {
    public static int registeredCount = 0; // expect: QUA-PUBLIC-STATIC-MUTABLE
    public static final int MAX_STUDENTS = 500; // ok: QUA-PUBLIC-STATIC-MUTABLE

    public String schoolName; // expect: QUA-PUBLIC-FIELD
    private final HashMap<String, Student> byId = new HashMap<>(); // expect: QUA-LOOSE-COUPLING

    public StudentRegistry(String schoolName) {
        this.schoolName = schoolName;
    }

    public boolean register(Student student) {
        if (byId.size() >= MAX_STUDENTS) {
            return false;
        }
        byId.put(student.id(), student);
        registeredCount++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
        return true;
    }

    public List names() { // expect: QUA-RAW-TYPE
        List<String> names = new ArrayList<>();
        for (Student s : byId.values()) {
            names.add(s.name());
        }
        return names;
    }

    public Map<String, Student> snapshot() {
        return new HashMap<>(byId); // ok: QUA-LOOSE-COUPLING
    }
}

record Student(String id, String name) {
}
