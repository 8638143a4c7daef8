// expect: none (CWE-1333 safe)
// note: user text wrapped with Pattern.quote so it is matched literally
package com.opsconsole.logs;

import java.util.List;
import java.util.regex.Pattern;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LogSearchApiController {

    private final LogStore logs;

    public LogSearchApiController(LogStore logs) {
        this.logs = logs;
    }

    @GetMapping("/logs/search")
    public List<String> search(@RequestParam String pattern) {
        Pattern compiled = Pattern.compile(Pattern.quote(pattern), Pattern.CASE_INSENSITIVE);
        return logs.recent(10_000).stream().filter(line -> compiled.matcher(line).find()).limit(200).toList();
    }

    public interface LogStore {
        List<String> recent(int n);
    }
}
