// expect: none (CWE-79 safe)
// note: author and body from the request are HTML-escaped with HtmlUtils.htmlEscape before being placed in the text/html fragment
package com.blogengine.comments;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class CommentWidgetController {

    @PostMapping(value = "/comments/preview", produces = MediaType.TEXT_HTML_VALUE)
    public String preview(@RequestBody CommentDraft draft) {
        String author = HtmlUtils.htmlEscape(draft.author());
        String body = HtmlUtils.htmlEscape(draft.body()).replace("\n", "<br>");
        return "<article class=\"comment\"><header>" + author + "</header><section>" + body + "</section></article>";
    }
}

record CommentDraft(String author, String body) {
}
