// expect: CWE-79 @ 20
// note: @RequestParam quote written with printf into the HttpServletResponse writer (text/html)
package com.quotewall.share;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class ShareCardController {

    @GetMapping("/share")
    public void card(@RequestParam String quote, @RequestParam(defaultValue = "Anonymous") String author,
                     HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        PrintWriter writer = response.getWriter();
        writer.printf("<blockquote>%s<footer>%s</footer></blockquote>%n", quote, author);
    }
}
