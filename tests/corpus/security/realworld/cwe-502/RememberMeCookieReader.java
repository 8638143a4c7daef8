// expect: CWE-502 @ 23
// note: base64 "prefs" cookie decoded and deserialized with ObjectInputStream
package com.portal.web;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RememberMeCookieReader {

    @GetMapping("/ui/theme")
    public String theme(@CookieValue(name = "prefs", required = false) String prefsCookie) throws IOException, ClassNotFoundException {
        if (prefsCookie == null) {
            return "light";
        }
        byte[] raw = Base64.getUrlDecoder().decode(prefsCookie);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            UiPreferences prefs = (UiPreferences) in.readObject();
            return prefs.theme();
        }
    }

    public record UiPreferences(String theme, String locale) implements java.io.Serializable {}
}
