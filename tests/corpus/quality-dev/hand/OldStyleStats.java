import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class OldStyleStats {

    public static void main(String[] args) {
        List values = new ArrayList(); // expect: QUA-RAW-TYPE
        values.add(new Integer(4)); // expect: QUA-WRAPPER-CONSTRUCTOR
        values.add(Integer.valueOf(8)); // ok: QUA-WRAPPER-CONSTRUCTOR
        values.add(new Integer(15));
        int sum = 0;
        Iterator it = values.iterator(); // expect: QUA-RAW-TYPE
        while (it.hasNext()) {
            sum += (Integer) it.next();
        }
        String title = new String("Statistics"); // expect: QUA-NEW-STRING
        System.out.println(title + ": sum=" + sum);
        List<Integer> typed = new ArrayList<>(); // ok: QUA-RAW-TYPE
        typed.add(sum);
        System.out.println(typed);
    }
}
