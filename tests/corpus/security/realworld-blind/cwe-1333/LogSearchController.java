// expect: CWE-1333 @ 22
// note: the "pattern" request parameter is compiled directly with Pattern.compile and run over log lines
package com.observability.logs;

import java.util.List;
import java.util.regex.Pattern;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LogSearchController {
    private final LogBuffer buffer;

    public LogSearchController(LogBuffer buffer) {
        this.buffer = buffer;
    }

    @GetMapping("/logs/grep")
    public List<String> grep(@RequestParam String pattern) {
        Pattern compiled = Pattern.compile(pattern);
        return buffer.recent().stream().filter(line -> compiled.matcher(line).find()).toList();
    }
}

interface LogBuffer {
    List<String> recent();
}
