// expect: CWE-942 @ 13
// note: @CrossOrigin(origins = "*", allowCredentials = "true") on a controller that reads the logged-in user's data
package com.widgets.embed;

import java.security.Principal;
import java.util.Map;

import org.springframework.web.bind.annotation.CrossOrigin;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@CrossOrigin(origins = "*", allowCredentials = "true")
public class EmbedWidgetController {

    @GetMapping("/embed/me")
    public Map<String, String> me(Principal principal) {
        return Map.of("user", principal.getName());
    }
}
