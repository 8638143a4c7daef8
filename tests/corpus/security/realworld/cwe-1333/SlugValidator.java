// expect: none (CWE-1333 safe)
// note: constant regex compiled once; the user value is only the input being matched
package com.cmsplatform.slugs;

import java.util.regex.Pattern;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SlugValidator {

    private static final Pattern SLUG = Pattern.compile("^[a-z0-9]+(?:-[a-z0-9]+)*$");

    @GetMapping("/slugs/check")
    public boolean check(@RequestParam String slug) {
        return slug.length() <= 100 && SLUG.matcher(slug).matches();
    }
}
