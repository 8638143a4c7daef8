// expect: CWE-22 @ 25
// note: @RequestParam log name → Paths.get(logDir, name) → Files.readAllLines shown to admins
package com.opsconsole.logs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LogViewerController {

    private static final String LOG_DIR = "/var/log/opsconsole";

    @GetMapping("/admin/logs")
    public String show(@RequestParam String name, Model model) throws IOException {
        List<String> lines = Files.readAllLines(Paths.get(LOG_DIR, name));
        model.addAttribute("lines", lines.subList(Math.max(0, lines.size() - 500), lines.size()));
        return "admin/log-view";
    }
}
