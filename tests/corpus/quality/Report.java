import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

public class Report {
    private static final SimpleDateFormat FORMAT = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-STATIC-DATE-FORMAT
    private final SimpleDateFormat local = new SimpleDateFormat("HH:mm"); // ok: QUA-STATIC-DATE-FORMAT
    private static final Pattern WORD = Pattern.compile("\\w+"); // ok: QUA-OBJECT-IN-LOOP

    public String render(List<String> lines) {
        String out = "";
        for (String line : lines) {
            out += line + "\n"; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        StringBuilder sb = new StringBuilder();
        for (String line : lines) {
            sb.append(line).append('\n'); // ok: QUA-STRING-CONCAT-IN-LOOP
        }
        return out + sb;
    }

    public String header(String title) {
        String h = "== "; // ok: QUA-STRING-CONCAT-IN-LOOP
        h += title;
        return h + " ==" + FORMAT.format(new Date()) + local.format(new Date());
    }

    public List<Integer> dice(int n) {
        List<Integer> rolls = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Random random = new Random(); // expect: QUA-OBJECT-IN-LOOP
            rolls.add(random.nextInt(6) + 1);
        }
        Random shared = new Random(); // ok: QUA-OBJECT-IN-LOOP
        for (int i = 0; i < n; i++) {
            rolls.add(shared.nextInt(6) + 1);
        }
        return rolls;
    }

    public int countWords(List<String> texts) {
        int words = 0;
        for (String t : texts) {
            Pattern p = Pattern.compile("\\s+"); // expect: QUA-OBJECT-IN-LOOP
            words += p.split(t).length + (WORD.matcher(t).find() ? 0 : 1);
        }
        return words;
    }

    public void removeShort(List<String> words) {
        for (String w : words) {
            if (w.length() < 3) {
                words.remove(w); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
        words.removeIf(w -> w.length() < 3); // ok: QUA-MODIFY-WHILE-ITERATING
    }

    public void removeFirstEmpty(List<String> words) {
        for (String w : words) {
            if (w.isEmpty()) {
                words.remove(w); // ok: QUA-MODIFY-WHILE-ITERATING
                break;
            }
        }
    }

    public void print(int[] scores, List<Integer> list) {
        System.out.println(scores); // expect: QUA-ARRAY-TO-STRING
        System.out.println("Scores: " + scores); // expect: QUA-ARRAY-TO-STRING
        System.out.println(Arrays.toString(scores)); // ok: QUA-ARRAY-TO-STRING
        System.out.println("Length: " + scores.length); // ok: QUA-ARRAY-TO-STRING
        System.out.println(list); // ok: QUA-ARRAY-TO-STRING
    }

    public String clean(String input) {
        input.trim(); // expect: QUA-IGNORED-RESULT
        String result = input.toLowerCase(); // ok: QUA-IGNORED-RESULT
        return result.strip();
    }

    public String summary(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) {
            sb.append("Name: " + n); // expect: QUA-APPEND-CONCAT
            sb.append(", ").append(n.length()); // ok: QUA-APPEND-CONCAT
        }
        return sb.toString();
    }

    public String legacy(String a) {
        StringBuffer buf = new StringBuffer(); // expect: QUA-STRINGBUFFER
        buf.append(a);
        StringBuilder builder = new StringBuilder(a); // ok: QUA-STRINGBUFFER
        return buf.toString() + builder;
    }

    public Integer box(int v) {
        Integer a = new Integer(v); // expect: QUA-WRAPPER-CONSTRUCTOR
        Integer b = Integer.valueOf(v); // ok: QUA-WRAPPER-CONSTRUCTOR
        String s = new String("copy"); // expect: QUA-NEW-STRING
        String t = new String(new char[] {'a'}); // ok: QUA-NEW-STRING
        return a + b + s.length() + t.length();
    }
}
