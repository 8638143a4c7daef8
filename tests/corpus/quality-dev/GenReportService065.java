import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

public final class GenReportService065 {

    double average(int source, int factor) {
        return (double) source / factor; // ok: QUA-INTEGER-DIVISION
    }

    String firstOrDash(Optional<String> data) {
        return data.get(); // expect: QUA-OPTIONAL-GET
    }

    int countMatches(List<String> key) {
        int n = 0;
        for (String s : key) {
            if (Pattern.compile("[0-9]+").matcher(s).matches()) { // expect: QUA-OBJECT-IN-LOOP
                n++;
            }
        }
        return n;
    }
}
