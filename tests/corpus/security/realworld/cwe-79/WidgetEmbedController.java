// expect: CWE-79 @ 17
// note: @RequestParam title placed into an HTML snippet rendered via a record's toHtml() → ResponseEntity text/html
package com.formcraft.embed;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WidgetEmbedController {

    @GetMapping("/embed")
    public ResponseEntity<String> embed(@RequestParam long formId, @RequestParam(defaultValue = "Contact us") String title) {
        Snippet snippet = new Snippet(formId, title);
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(snippet.toHtml());
    }

    record Snippet(long formId, String title) {
        String toHtml() {
            return "<div class=\"fc-widget\" data-form=\"" + formId + "\"><h3>" + title + "</h3></div>";
        }
    }
}
