// expect: CWE-601 @ 24
// note: @RequestParam returnTo used in "redirect:" + returnTo after a successful login
package com.portal.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LoginRedirectController {

    private final LoginService loginService;

    public LoginRedirectController(LoginService loginService) {
        this.loginService = loginService;
    }

    @PostMapping("/login")
    public String login(@RequestParam String username, @RequestParam String password,
                        @RequestParam(defaultValue = "/dashboard") String returnTo) {
        if (!loginService.login(username, password)) {
            return "login";
        }
        return "redirect:" + returnTo;
    }
}

interface LoginService {
    boolean login(String username, String password);
}
