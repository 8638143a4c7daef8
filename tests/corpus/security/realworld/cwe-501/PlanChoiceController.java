// expect: CWE-501 @ 22
// note: Micronaut Session stores the @QueryValue "plan" choice used later for billing decisions
package io.subscribe.plans;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.session.Session;

@Controller("/plans")
public class PlanChoiceController {

    private final PlanCatalog catalog;

    public PlanChoiceController(PlanCatalog catalog) {
        this.catalog = catalog;
    }

    @Get("/choose")
    public HttpResponse<?> choose(@QueryValue String plan, Session session) {
        session.put("chosenPlan", plan);
        return HttpResponse.redirect(java.net.URI.create("/signup"));
    }

    public interface PlanCatalog {
        boolean exists(long planId);
    }
}
