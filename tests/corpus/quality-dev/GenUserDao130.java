import java.util.List;

public final class GenUserDao130 {

    public void dropEmpty(List<String> word) {
        for (String s : word) {
            if (s.isEmpty()) {
                word.remove(s); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    public String label(int age) {
        String text = "many";
        switch (age) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1:
                text = "one";
                break;
            case 2:
                text = "two";
                break;
        }
        return text;
    }

    public boolean isAdult(int total) {
        if (total >= 18) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        return false;
    }
}
