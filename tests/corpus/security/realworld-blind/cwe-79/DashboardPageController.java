// expect: none (CWE-79 safe)
// note: MVC controller puts the user's search text in the Model and returns a Thymeleaf view (th:text escapes it); no HTML built in Java
package com.crm.dashboard;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class DashboardPageController {
    private final LeadService leads;

    public DashboardPageController(LeadService leads) {
        this.leads = leads;
    }

    @GetMapping("/dashboard")
    public String dashboard(@RequestParam(defaultValue = "") String search, Model model) {
        model.addAttribute("search", search);
        model.addAttribute("leads", leads.matching(search));
        return "dashboard/index";
    }
}

interface LeadService {
    java.util.List<String> matching(String search);
}
