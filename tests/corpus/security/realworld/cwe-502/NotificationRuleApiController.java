// expect: none (CWE-502 safe)
// note: polymorphic action uses @JsonTypeInfo(use = Id.NAME) with a closed @JsonSubTypes list
package com.alertly.rules;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class NotificationRuleApiController {

    private final RuleStore store;

    public NotificationRuleApiController(RuleStore store) {
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

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({
            @JsonSubTypes.Type(value = EmailAction.class, name = "email"),
            @JsonSubTypes.Type(value = SlackAction.class, name = "slack")
    })
    public RuleAction action;
}

interface RuleAction {}

record EmailAction(String to) implements RuleAction {}

record SlackAction(String channel) implements RuleAction {}

interface RuleStore {
    long save(NotificationRule rule);
}
