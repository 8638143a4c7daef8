// expect: none (CWE-79 safe)
// note: Referer encoded with Encode.forHtmlAttribute and restricted to our own origin
package com.docportal.web;

import org.owasp.encoder.Encode;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BackLinkPageController {

    @GetMapping(value = "/docs/moved", produces = "text/html")
    public String moved(@RequestHeader(value = "Referer", defaultValue = "/") String referer) {
        String back = referer.startsWith("https://docs.docportal.example/") ? Encode.forHtmlAttribute(referer) : "/";
        return """
                <html><body>
                <p>This document has moved to the new portal.</p>
                <a href="%s">Go back</a>
                </body></html>
                """.formatted(back);
    }
}
