// expect: CWE-1333 @ 20
// note: tenant-defined validation regex taken from the form definition payload and used with String.matches
package com.forms.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;

@Path("/forms/validate")
public class FieldValidationRules {

    @POST
    public List<String> validate(FormSubmission submission) {
        List<String> errors = new ArrayList<>();
        for (Map.Entry<String, String> rule : submission.rules().entrySet()) {
            String value = submission.values().getOrDefault(rule.getKey(), "");
            if (!value.matches(rule.getValue())) {
                errors.add(rule.getKey());
            }
        }
        return errors;
    }
}

record FormSubmission(Map<String, String> values, Map<String, String> rules) {
}
