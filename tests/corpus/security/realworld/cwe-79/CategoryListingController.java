// expect: none (CWE-79 safe)
// note: unknown category returns a constant message; the category is echoed only after the allow-list check passes
package com.bookbarn.web;

import java.util.Set;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.ResponseBody;

@Controller
public class CategoryListingController {

    private static final Set<String> CATEGORIES = Set.of("fiction", "history", "science", "kids");

    @GetMapping(value = "/v2/category/{category}", produces = "text/html;charset=UTF-8")
    @ResponseBody
    public String category(@PathVariable String category) {
        if (!CATEGORIES.contains(category)) {
            return "<p class=\"error\">Unknown category.</p>";
        }
        return "<p>Loading " + category + "...</p>";
    }
}
