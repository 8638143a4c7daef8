// expect: none (CWE-79 safe)
// note: quote and author escaped with HtmlUtils.htmlEscape before printf into the response writer
package com.quotewall.share;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.util.HtmlUtils;

@Controller
public class ShareCardPageController {

    @GetMapping("/v2/share")
    public void card(@RequestParam String quote, @RequestParam(defaultValue = "Anonymous") String author,
                     HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        PrintWriter writer = response.getWriter();
        writer.printf("<blockquote>%s<footer>%s</footer></blockquote>%n",
                HtmlUtils.htmlEscape(quote), HtmlUtils.htmlEscape(author));
    }
}
