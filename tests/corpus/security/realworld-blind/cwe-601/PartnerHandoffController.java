// expect: none (CWE-601 safe)
// note: redirect host must be one of the allow-listed partner hosts (early exit otherwise) before RedirectView is returned
package com.insurance.partners;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Set;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.view.RedirectView;

@Controller
public class PartnerHandoffController {
    private static final Set<String> PARTNER_HOSTS = Set.of("quotes.partner-one.example", "claims.partner-two.example");

    @GetMapping("/handoff")
    public RedirectView handoff(@RequestParam String target) {
        URI uri;
        try {
            uri = new URI(target);
        } catch (URISyntaxException e) {
            return new RedirectView("/error/bad-link");
        }
        if (!"https".equalsIgnoreCase(uri.getScheme()) || !PARTNER_HOSTS.contains(uri.getHost())) {
            return new RedirectView("/error/bad-link");
        }
        return new RedirectView(uri.toString());
    }
}
