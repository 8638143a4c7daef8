// expect: CWE-330 @ 12
// note: team invitation tokens produced with commons-lang RandomStringUtils.randomAlphanumeric (java.util.Random based)
package com.teamspace.invites;

import org.apache.commons.lang3.RandomStringUtils;
import org.springframework.stereotype.Component;

@Component
public class InviteLinkFactory {

    public String inviteLink(long teamId) {
        String token = RandomStringUtils.randomAlphanumeric(24);
        return "https://teamspace.example.com/join/" + teamId + "?token=" + token;
    }
}
