// expect: CWE-614 @ 24
// note: admin login cookie set with HttpOnly but setSecure(false), so it travels over plain HTTP
package com.opsconsole.auth;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AdminSessionController {

    private final AdminAuth auth;

    public AdminSessionController(AdminAuth auth) {
        this.auth = auth;
    }

    @PostMapping("/admin/login")
    public void login(@RequestParam String user, @RequestParam String otp, HttpServletResponse response) {
        Cookie cookie = new Cookie("ADMIN_SESSION", auth.login(user, otp));
        cookie.setHttpOnly(true);
        cookie.setSecure(false);
        cookie.setPath("/admin");
        response.addCookie(cookie);
    }

    public interface AdminAuth {
        String login(String user, String otp);
    }
}
