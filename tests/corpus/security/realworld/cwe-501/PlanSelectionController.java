// expect: none (CWE-501 safe)
// note: plan id parsed as long and stored only if it exists in the plan catalog
package io.subscribe.plans;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.session.Session;

@Controller("/plans")
public class PlanSelectionController {

    private final PlanCatalog catalog;

    public PlanSelectionController(PlanCatalog catalog) {
        this.catalog = catalog;
    }

    @Get("/choose")
    public HttpResponse<?> choose(@QueryValue String plan, Session session) {
        long planId = Long.parseLong(plan);
        if (!catalog.exists(planId)) {
            return HttpResponse.badRequest();
        }
        session.put("chosenPlan", planId);
        return HttpResponse.redirect(java.net.URI.create("/signup"));
    }

    public interface PlanCatalog {
        boolean exists(long planId);
    }
}
