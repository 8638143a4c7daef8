// expect: CWE-330 @ 18
// note: invitation codes for private workspaces generated with Math.random()
package com.taskboard.invites;

import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InviteCodeController {

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

    @PostMapping("/workspaces/{id}/invites")
    public String create(@PathVariable long id) {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            code.append(ALPHABET.charAt((int) (Math.random() * ALPHABET.length())));
        }
        return code.toString();
    }
}
