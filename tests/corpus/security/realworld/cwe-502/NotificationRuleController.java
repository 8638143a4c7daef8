// expect: CWE-502 @ 30
// note: @RequestBody DTO with an Object-typed action annotated @JsonTypeInfo(use = Id.CLASS): client chooses the class
package com.alertly.rules;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class NotificationRuleController {

    private final RuleStore store;

    public NotificationRuleController(RuleStore store) {
        this.store = store;
    }

    @PostMapping("/rules")
    public long create(@RequestBody NotificationRule rule) {
        return store.save(rule);
    }
}

class NotificationRule {
    public String name;
    public String condition;

    @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, include = JsonTypeInfo.As.PROPERTY, property = "@class")
    public Object action;
}

interface RuleAction {}

record EmailAction(String to) implements RuleAction {}

record SlackAction(String channel) implements RuleAction {}

interface RuleStore {
    long save(NotificationRule rule);
}
