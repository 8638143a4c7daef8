// expect: CWE-113 @ 18
// note: Accept-Language derived value placed into HttpHeaders.add("Content-Language") of a ResponseEntity
package com.i18nhub.web;

import java.util.Locale;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ContentLanguageController {

    @GetMapping("/greeting")
    public ResponseEntity<String> greeting(@RequestParam(defaultValue = "en") String lang) {
        HttpHeaders headers = new HttpHeaders();
        headers.add(HttpHeaders.CONTENT_LANGUAGE, lang);
        return new ResponseEntity<>("hello", headers, 200);
    }
}
