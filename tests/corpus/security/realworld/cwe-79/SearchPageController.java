// expect: CWE-79 @ 31
// note: @RequestParam q echoed into an HTML string returned by @ResponseBody with produces text/html
package com.bookbarn.web;

import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

@Controller
public class SearchPageController {

    private final BookIndex index;

    public SearchPageController(BookIndex index) {
        this.index = index;
    }

    @GetMapping(value = "/search", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    public String search(@RequestParam(defaultValue = "") String q) {
        List<String> titles = index.titlesMatching(q);
        StringBuilder html = new StringBuilder("<html><body>");
        html.append("<h1>Results for ").append(q).append("</h1><ul>");
        for (String title : titles) {
            html.append("<li>").append(HtmlUtils.htmlEscape(title)).append("</li>");
        }
        html.append("</ul></body></html>");
        return html.toString();
    }
}

interface BookIndex {
    List<String> titlesMatching(String query);
}
