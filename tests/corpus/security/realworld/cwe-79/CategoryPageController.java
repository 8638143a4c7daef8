// expect: CWE-79 @ 20
// note: unknown @PathVariable category echoed back in an HTML error body (@ResponseBody, produces text/html)
package com.bookbarn.web;

import java.util.Set;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.ResponseBody;

@Controller
public class CategoryPageController {

    private static final Set<String> CATEGORIES = Set.of("fiction", "history", "science", "kids");

    @GetMapping(value = "/category/{category}", produces = "text/html;charset=UTF-8")
    @ResponseBody
    public String category(@PathVariable String category) {
        if (!CATEGORIES.contains(category)) {
            return "<p class=\"error\">Unknown category: " + category + "</p>";
        }
        return "<p>Loading " + category + "...</p>";
    }
}
