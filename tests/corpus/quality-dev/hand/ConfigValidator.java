import java.util.List;
import java.util.Map;

public class ConfigValidator {

    public int countProblems(List<Map<String, String>> sections) {
        int problems = 0;
        for (Map<String, String> section : sections) {
            for (Map.Entry<String, String> e : section.entrySet()) {
                if (e.getKey().startsWith("db.")) {
                    if (e.getValue() != null) {
                        for (char c : e.getValue().toCharArray()) {
                            if (Character.isWhitespace(c)) {
                                problems++; // expect: QUA-DEEP-NESTING
                            }
                        }
                    }
                }
            }
        }
        return problems;
    }
}
