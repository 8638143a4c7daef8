// expect: none (CWE-1333 safe)
// note: validation rule chosen by name from predefined constant patterns
package com.formcraft.validation;

import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FormFieldValidation {

    private static final Map<String, Pattern> RULES = Map.of(
            "postcode", Pattern.compile("[A-Z0-9 ]{3,10}"),
            "phone", Pattern.compile("\\+?[0-9 ]{6,20}"),
            "email", Pattern.compile("[^@\\s]+@[^@\\s]+\\.[a-z]{2,}"));

    @PostMapping("/forms/validate")
    public boolean validate(@RequestBody FieldCheck check) {
        Pattern rule = RULES.get(check.rule());
        return rule != null && rule.matcher(check.value()).matches();
    }

    public record FieldCheck(String value, String regex, String rule) {}
}
