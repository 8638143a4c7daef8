// expect: none (CWE-614 safe)
// note: non-sensitive UI theme cookie without Secure; not a session or auth cookie
package com.bookbarn.ui;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ThemeCookieController {

    @PostMapping("/ui/theme")
    public void setTheme(@RequestParam boolean dark, HttpServletResponse response) {
        Cookie theme = new Cookie("ui_theme", dark ? "dark" : "light");
        theme.setPath("/");
        theme.setMaxAge(365 * 24 * 3600);
        response.addCookie(theme);
    }
}
