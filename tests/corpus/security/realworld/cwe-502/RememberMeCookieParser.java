// expect: none (CWE-502 safe)
// note: base64 "prefs" cookie decoded and parsed as JSON into a UiPreferences record
package com.portal.web;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import com.fasterxml.jackson.databind.ObjectMapper;

@RestController
public class RememberMeCookieParser {

    private static final ObjectMapper JSON = new ObjectMapper();

    @GetMapping("/ui/theme")
    public String theme(@CookieValue(name = "prefs", required = false) String prefsCookie) throws IOException, ClassNotFoundException {
        if (prefsCookie == null) {
            return "light";
        }
        byte[] raw = Base64.getUrlDecoder().decode(prefsCookie);
        UiPreferences prefs = JSON.readValue(raw, UiPreferences.class);
        return prefs.theme();
    }

    public record UiPreferences(String theme, String locale) implements java.io.Serializable {}
}
