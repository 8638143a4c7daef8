// expect: none (CWE-79 safe)
// note: record's toHtml() escapes the title with HtmlUtils
package com.formcraft.embed;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class WidgetEmbedSnippetController {

    @GetMapping("/embed")
    public ResponseEntity<String> embed(@RequestParam long formId, @RequestParam(defaultValue = "Contact us") String title) {
        Snippet snippet = new Snippet(formId, title);
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(snippet.toHtml());
    }

    record Snippet(long formId, String title) {
        String toHtml() {
            return "<div class=\"fc-widget\" data-form=\"" + formId + "\"><h3>" + HtmlUtils.htmlEscape(title) + "</h3></div>";
        }
    }
}
