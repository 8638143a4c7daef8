// expect: none (CWE-601 safe)
// note: returnTo accepted only if it is a relative path (starts with "/" but not "//" or "/\"), else "/dashboard"
package com.portal.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LoginReturnController {

    private final LoginService loginService;

    public LoginReturnController(LoginService loginService) {
        this.loginService = loginService;
    }

    @PostMapping("/login")
    public String login(@RequestParam String username, @RequestParam String password,
                        @RequestParam(defaultValue = "/dashboard") String returnTo) {
        if (!loginService.login(username, password)) {
            return "login";
        }
        if (!returnTo.startsWith("/") || returnTo.startsWith("//") || returnTo.startsWith("/\\")) {
            return "redirect:/dashboard";
        }
        return "redirect:" + returnTo;
    }
}

interface LoginService {
    boolean login(String username, String password);
}
