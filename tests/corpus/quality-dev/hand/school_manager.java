import java.util.ArrayList;

public class school_manager { // expect: QUA-CLASS-NAMING
    ArrayList<String> Students = new ArrayList<String>(); // expect: QUA-LOOSE-COUPLING, QUA-VARIABLE-NAMING

    void Add_student(String n) { // expect: QUA-METHOD-NAMING
        Students.add(n);
    }

    int count() {
        return Students.size();
    }

    public static void main(String[] args) {
        school_manager m = new school_manager();
        m.Add_student("Ana");
        m.Add_student("Bo");
        int Total = m.count(); // expect: QUA-VARIABLE-NAMING
        System.out.println("total " + Total);
    }
}
