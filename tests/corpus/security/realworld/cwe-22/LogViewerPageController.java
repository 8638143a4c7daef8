// expect: none (CWE-22 safe)
// note: log name must be one of the names listed in the log directory (allow-list from Files.list) before reading
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
public class LogViewerPageController {

    private static final String LOG_DIR = "/var/log/opsconsole";

    @GetMapping("/admin/logs")
    public String show(@RequestParam String name, Model model) throws IOException {
        Set<String> available;
        try (Stream<Path> files = Files.list(Paths.get(LOG_DIR))) {
            available = files.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        }
        if (!available.contains(name)) {
            return "redirect:/admin/logs/index";
        }
        List<String> lines = Files.readAllLines(Paths.get(LOG_DIR, name));
        model.addAttribute("lines", lines.subList(Math.max(0, lines.size() - 500), lines.size()));
        return "admin/log-view";
    }
}
