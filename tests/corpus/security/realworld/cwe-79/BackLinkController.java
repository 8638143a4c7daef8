// expect: CWE-79 @ 15
// note: Referer request header put into an <a href> attribute of an HTML page returned as text/html
package com.docportal.web;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BackLinkController {

    @GetMapping(value = "/docs/moved", produces = "text/html")
    public String moved(@RequestHeader(value = "Referer", defaultValue = "/") String referer) {
        String back = referer;
        return """
                <html><body>
                <p>This document has moved to the new portal.</p>
                <a href="%s">Go back</a>
                </body></html>
                """.formatted(back);
    }
}
