// expect: none (CWE-79 safe)
// note: ref is validated as [A-Z0-9]{6,12} with early 400 before writing
package com.growthlab.referrals;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class ReferralLandingPageController {

    @GetMapping("/r")
    public void landing(@RequestParam String ref, HttpServletResponse response) throws IOException {
        if (!ref.matches("[A-Z0-9]{6,12}")) {
            response.sendError(400);
            return;
        }
        response.setContentType("text/html");
        response.getWriter().write("<html><body><p>Your friend invited you! Code: <strong>" + ref
                + "</strong></p><a href=\"/signup?ref=" + ref + "\">Join now</a></body></html>");
    }
}
