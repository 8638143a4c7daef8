// expect: CWE-601 @ 27
// note: the "state" value from the OAuth callback is decoded and used as the Location of a 302 ResponseEntity
package com.devportal.oauth;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OAuthCallbackController {
    private final TokenExchange tokens;

    public OAuthCallbackController(TokenExchange tokens) {
        this.tokens = tokens;
    }

    @GetMapping("/oauth/callback")
    public ResponseEntity<Void> callback(@RequestParam String code, @RequestParam String state) {
        tokens.exchange(code);
        String afterLogin = new String(Base64.getUrlDecoder().decode(state), StandardCharsets.UTF_8);
        return ResponseEntity.status(HttpStatus.FOUND).location(URI.create(afterLogin)).build();
    }
}

interface TokenExchange {
    void exchange(String authorizationCode);
}
