import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Matcher2 {

    public List<String> hashtags(List<String> posts) {
        List<String> tags = new ArrayList<>();
        for (String post : posts) {
            Matcher m = Pattern.compile("#(\\w+)").matcher(post); // expect: QUA-OBJECT-IN-LOOP
            while (m.find()) {
                tags.add(m.group(1));
            }
        }
        return tags;
    }

    public List<String> mentions(List<String> posts, String pattern) {
        List<String> out = new ArrayList<>();
        Pattern p = Pattern.compile(pattern);
        for (String post : posts) {
            Matcher m = p.matcher(post); // ok: QUA-OBJECT-IN-LOOP
            while (m.find()) {
                out.add(m.group());
            }
        }
        return out;
    }
}
