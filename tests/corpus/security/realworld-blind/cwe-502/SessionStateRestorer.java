// expect: CWE-502 @ 24
// note: Base64 cookie value decoded and passed to ObjectInputStream.readObject without a filter
package com.legacyportal.state;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;

public class SessionStateRestorer {

    public WizardState restore(HttpServletRequest request) throws IOException, ClassNotFoundException {
        Cookie[] cookies = request.getCookies();
        if (cookies == null) {
            return new WizardState();
        }
        for (Cookie cookie : cookies) {
            if ("wizard".equals(cookie.getName())) {
                byte[] raw = Base64.getUrlDecoder().decode(cookie.getValue());
                try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
                    return (WizardState) in.readObject();
                }
            }
        }
        return new WizardState();
    }
}

class WizardState implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    int step;
    String draftTitle;
}
