// expect: CWE-400 @ 18
// note: invite count from the Kafka message drives an uncapped loop generating invitations
package com.teamspace.invites;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class BulkInviteListener {
    private final InviteService invites;

    public BulkInviteListener(InviteService invites) {
        this.invites = invites;
    }

    @KafkaListener(topics = "invites.bulk")
    public void onBulk(BulkInvite message) {
        for (int i = 0; i < message.count(); i++) {
            invites.createPlaceholder(message.teamId());
        }
    }
}

record BulkInvite(long teamId, int count) {
}

interface InviteService {
    void createPlaceholder(long teamId);
}
