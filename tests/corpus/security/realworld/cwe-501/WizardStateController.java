// expect: CWE-501 @ 15
// note: @ModelAttribute form DTO's role field stored in the session via putValue-style setAttribute
package com.onboardly.wizard;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;

@Controller
public class WizardStateController {

    @PostMapping("/onboarding/step")
    public String next(@ModelAttribute WizardForm form, HttpServletRequest request) {
        request.getSession(true).setAttribute("onboardingRole", form.getRole());
        return "redirect:/onboarding/" + (form.getStep() + 1);
    }

    public static class WizardForm {
        private String role;
        private int step;

        public String getRole() { return role; }
        public void setRole(String role) { this.role = role; }
        public int getStep() { return step; }
        public void setStep(int step) { this.step = step; }
    }
}
