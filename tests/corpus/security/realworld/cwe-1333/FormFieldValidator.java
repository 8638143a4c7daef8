// expect: CWE-1333 @ 16
// note: form definition's custom validation regex (from the @RequestBody) applied with String.matches to the value
package com.formcraft.validation;

import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FormFieldValidator {

    @PostMapping("/forms/validate")
    public boolean validate(@RequestBody FieldCheck check) {
        return check.value().matches(check.regex());
    }

    public record FieldCheck(String value, String regex, String rule) {}
}
