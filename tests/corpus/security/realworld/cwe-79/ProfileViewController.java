// expect: none (CWE-79 safe)
// note: Thymeleaf view: the untrusted displayName is only a model attribute rendered with th:text (auto-escaped)
package com.socialcircle.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class ProfileViewController {

    @GetMapping("/profile/preview")
    public String preview(@RequestParam String displayName, @RequestParam(required = false) String bio, Model model) {
        model.addAttribute("displayName", displayName);
        model.addAttribute("bio", bio == null ? "" : bio);
        return "profile/preview";
    }
}
