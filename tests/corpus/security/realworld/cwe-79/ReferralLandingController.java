// expect: CWE-79 @ 17
// note: @RequestParam ref written into an HTML page via HttpServletResponse.getWriter() inside a Spring controller
package com.growthlab.referrals;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class ReferralLandingController {

    @GetMapping("/r")
    public void landing(@RequestParam String ref, HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        response.getWriter().write("<html><body><p>Your friend invited you! Code: <strong>" + ref
                + "</strong></p><a href=\"/signup?ref=" + ref + "\">Join now</a></body></html>");
    }
}
