// expect: CWE-614 @ 23
// expect: CWE-1004 @ 23
// note: kiosk login cookie created with new Cookie and neither setSecure nor setHttpOnly (both flags missing)
package com.kioskly.auth;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class KioskLoginController {

    private final KioskAuth auth;

    public KioskLoginController(KioskAuth auth) {
        this.auth = auth;
    }

    @PostMapping("/kiosk/login")
    public void login(@RequestParam String pin, HttpServletResponse response) {
        Cookie session = new Cookie("KIOSK_SESSION", auth.sessionFor(pin));
        session.setPath("/kiosk");
        response.addCookie(session);
    }

    public interface KioskAuth {
        String sessionFor(String pin);
    }
}
