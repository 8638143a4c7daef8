// expect: CWE-601 @ 23
// note: the returnTo request parameter is used as "redirect:" + returnTo after login without any check
package com.intranet.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LoginSuccessController {
    private final CredentialService credentials;

    public LoginSuccessController(CredentialService credentials) {
        this.credentials = credentials;
    }

    @PostMapping("/signin")
    public String signIn(@RequestParam String user, @RequestParam String password,
                         @RequestParam(name = "returnTo", defaultValue = "/home") String returnTo) {
        if (!credentials.verify(user, password)) {
            return "signin";
        }
        return "redirect:" + returnTo;
    }
}

interface CredentialService {
    boolean verify(String user, String password);
}
