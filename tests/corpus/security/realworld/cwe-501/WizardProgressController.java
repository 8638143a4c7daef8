// expect: none (CWE-501 safe)
// note: session stores only the numeric step index parsed from the form; role is recomputed server-side later
package com.onboardly.wizard;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;

@Controller
public class WizardProgressController {

    @PostMapping("/onboarding/step")
    public String next(@ModelAttribute WizardForm form, HttpServletRequest request) {
        int step = Math.max(0, Math.min(form.getStep(), 5));
        request.getSession(true).setAttribute("onboardingStep", step);
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
