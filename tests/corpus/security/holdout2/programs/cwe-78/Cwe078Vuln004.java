// expect: CWE-78
// source: @RequestBody String (Spring); flow: array element holding the input; sink: ProcessBuilder(List sh -c "tar ... " + data)

package corpus.security;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe78")
public class Cwe078Vuln004 {
    @PostMapping("/vuln004")
    public void handle(@RequestBody String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] parts = new String[] {"guest", raw, "end"};
        String data = parts[1];
        List<String> command = new ArrayList<>();
        command.add("sh");
        command.add("-c");
        command.add("tar czf /tmp/backup.tgz /srv/data/" + data);
        Process proc = new ProcessBuilder(command).start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
