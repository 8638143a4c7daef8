// expect: none (CWE-1004 safe)
// note: session cookie created with setHttpOnly(true) and setSecure(true)
package com.clinic.portal.session;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;

public class SessionCookieWriter {

    public void write(String sessionId, HttpServletResponse response) {
        Cookie cookie = new Cookie("CLINIC_SESSION", sessionId);
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        cookie.setPath("/portal");
        cookie.setMaxAge(-1);
        response.addCookie(cookie);
    }
}
