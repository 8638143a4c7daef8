// expect: none (CWE-113 safe)
// note: language resolved with Locale.forLanguageTag and re-serialised with toLanguageTag() (no CR/LF possible)
package com.i18nhub.web;

import java.util.Locale;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ContentLanguageApiController {

    @GetMapping("/greeting")
    public ResponseEntity<String> greeting(@RequestParam(defaultValue = "en") String lang) {
        HttpHeaders headers = new HttpHeaders();
        headers.add(HttpHeaders.CONTENT_LANGUAGE, Locale.forLanguageTag(lang).toLanguageTag());
        return new ResponseEntity<>("hello", headers, 200);
    }
}
